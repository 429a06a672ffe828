/** The saved-games store on the app's database, for the game screens (lazy-loaded with them). */
import { db } from '../../persistence/db';
import { gameStore } from '../../persistence/games';

export const store = gameStore(db);
