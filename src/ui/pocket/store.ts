/** The saved-games store on the app's database, for the game screens (lazy-loaded with them). */
import { db } from '../../persistence/db';
import { gameStore } from '../../persistence/games';
import { pocketSaid } from '../play/words/said';
import { logLines } from '../play/words/log';

// A getter, not the instance: `db` is swapped for one in memory when the browser refuses storage.
export const store = gameStore(() => db, pocketSaid, logLines);
