/**
 * Every language has every key of English, checked by the compiler: a missing key is named
 * in the error ("Type '\"home.title\"' does not satisfy the constraint 'never'"). Areas a
 * language does not have yet (the reference and the guide in French, Spanish, Italian and Finnish)
 * are shown in English and marked so (`partial.ts`); only the files that exist are checked.
 */
import type { EnglishAreas } from './keys';

import type deShell from '../../public/words/de/shell.json';
import type deNotices from '../../public/words/de/notices.json';
import type deLog from '../../public/words/de/log.json';
import type dePlay from '../../public/words/de/play.json';
import type deBoard from '../../public/words/de/board.json';
import type dePocket from '../../public/words/de/pocket.json';
import type deTable from '../../public/words/de/table.json';
import type deMulti from '../../public/words/de/multi.json';
import type deSaves from '../../public/words/de/saves.json';
import type deExtras from '../../public/words/de/extras.json';
import type deTools from '../../public/words/de/tools.json';
import type deReference from '../../public/words/de/reference.json';
import type deGuide from '../../public/words/de/guide.json';
import type deCards from '../../public/words/de/cards.json';
import type frShell from '../../public/words/fr/shell.json';
import type frNotices from '../../public/words/fr/notices.json';
import type frLog from '../../public/words/fr/log.json';
import type frPlay from '../../public/words/fr/play.json';
import type frBoard from '../../public/words/fr/board.json';
import type frPocket from '../../public/words/fr/pocket.json';
import type frTable from '../../public/words/fr/table.json';
import type frMulti from '../../public/words/fr/multi.json';
import type frSaves from '../../public/words/fr/saves.json';
import type frExtras from '../../public/words/fr/extras.json';
import type frTools from '../../public/words/fr/tools.json';
import type frCards from '../../public/words/fr/cards.json';
import type esShell from '../../public/words/es/shell.json';
import type esNotices from '../../public/words/es/notices.json';
import type esLog from '../../public/words/es/log.json';
import type esPlay from '../../public/words/es/play.json';
import type esBoard from '../../public/words/es/board.json';
import type esPocket from '../../public/words/es/pocket.json';
import type esTable from '../../public/words/es/table.json';
import type esMulti from '../../public/words/es/multi.json';
import type esSaves from '../../public/words/es/saves.json';
import type esExtras from '../../public/words/es/extras.json';
import type esTools from '../../public/words/es/tools.json';
import type esCards from '../../public/words/es/cards.json';
import type itShell from '../../public/words/it/shell.json';
import type itNotices from '../../public/words/it/notices.json';
import type itLog from '../../public/words/it/log.json';
import type itPlay from '../../public/words/it/play.json';
import type itBoard from '../../public/words/it/board.json';
import type itPocket from '../../public/words/it/pocket.json';
import type itTable from '../../public/words/it/table.json';
import type itMulti from '../../public/words/it/multi.json';
import type itSaves from '../../public/words/it/saves.json';
import type itExtras from '../../public/words/it/extras.json';
import type itTools from '../../public/words/it/tools.json';
import type itCards from '../../public/words/it/cards.json';
import type fiShell from '../../public/words/fi/shell.json';
import type fiNotices from '../../public/words/fi/notices.json';
import type fiLog from '../../public/words/fi/log.json';
import type fiPlay from '../../public/words/fi/play.json';
import type fiBoard from '../../public/words/fi/board.json';
import type fiPocket from '../../public/words/fi/pocket.json';
import type fiTable from '../../public/words/fi/table.json';
import type fiMulti from '../../public/words/fi/multi.json';
import type fiSaves from '../../public/words/fi/saves.json';
import type fiExtras from '../../public/words/fi/extras.json';
import type fiTools from '../../public/words/fi/tools.json';
import type fiCards from '../../public/words/fi/cards.json';

type Missing<E, L> = Exclude<keyof E, keyof L>;
type Complete<M extends never> = M;

export type Checked = [
  Complete<Missing<EnglishAreas['shell'], typeof deShell>>,
  Complete<Missing<EnglishAreas['notices'], typeof deNotices>>,
  Complete<Missing<EnglishAreas['log'], typeof deLog>>,
  Complete<Missing<EnglishAreas['play'], typeof dePlay>>,
  Complete<Missing<EnglishAreas['board'], typeof deBoard>>,
  Complete<Missing<EnglishAreas['pocket'], typeof dePocket>>,
  Complete<Missing<EnglishAreas['table'], typeof deTable>>,
  Complete<Missing<EnglishAreas['multi'], typeof deMulti>>,
  Complete<Missing<EnglishAreas['saves'], typeof deSaves>>,
  Complete<Missing<EnglishAreas['extras'], typeof deExtras>>,
  Complete<Missing<EnglishAreas['tools'], typeof deTools>>,
  Complete<Missing<EnglishAreas['reference'], typeof deReference>>,
  Complete<Missing<EnglishAreas['guide'], typeof deGuide>>,
  Complete<Missing<EnglishAreas['cards'], typeof deCards>>,
  Complete<Missing<EnglishAreas['shell'], typeof frShell>>,
  Complete<Missing<EnglishAreas['notices'], typeof frNotices>>,
  Complete<Missing<EnglishAreas['log'], typeof frLog>>,
  Complete<Missing<EnglishAreas['play'], typeof frPlay>>,
  Complete<Missing<EnglishAreas['board'], typeof frBoard>>,
  Complete<Missing<EnglishAreas['pocket'], typeof frPocket>>,
  Complete<Missing<EnglishAreas['table'], typeof frTable>>,
  Complete<Missing<EnglishAreas['multi'], typeof frMulti>>,
  Complete<Missing<EnglishAreas['saves'], typeof frSaves>>,
  Complete<Missing<EnglishAreas['extras'], typeof frExtras>>,
  Complete<Missing<EnglishAreas['tools'], typeof frTools>>,
  Complete<Missing<EnglishAreas['cards'], typeof frCards>>,
  Complete<Missing<EnglishAreas['shell'], typeof esShell>>,
  Complete<Missing<EnglishAreas['notices'], typeof esNotices>>,
  Complete<Missing<EnglishAreas['log'], typeof esLog>>,
  Complete<Missing<EnglishAreas['play'], typeof esPlay>>,
  Complete<Missing<EnglishAreas['board'], typeof esBoard>>,
  Complete<Missing<EnglishAreas['pocket'], typeof esPocket>>,
  Complete<Missing<EnglishAreas['table'], typeof esTable>>,
  Complete<Missing<EnglishAreas['multi'], typeof esMulti>>,
  Complete<Missing<EnglishAreas['saves'], typeof esSaves>>,
  Complete<Missing<EnglishAreas['extras'], typeof esExtras>>,
  Complete<Missing<EnglishAreas['tools'], typeof esTools>>,
  Complete<Missing<EnglishAreas['cards'], typeof esCards>>,
  Complete<Missing<EnglishAreas['shell'], typeof itShell>>,
  Complete<Missing<EnglishAreas['notices'], typeof itNotices>>,
  Complete<Missing<EnglishAreas['log'], typeof itLog>>,
  Complete<Missing<EnglishAreas['play'], typeof itPlay>>,
  Complete<Missing<EnglishAreas['board'], typeof itBoard>>,
  Complete<Missing<EnglishAreas['pocket'], typeof itPocket>>,
  Complete<Missing<EnglishAreas['table'], typeof itTable>>,
  Complete<Missing<EnglishAreas['multi'], typeof itMulti>>,
  Complete<Missing<EnglishAreas['saves'], typeof itSaves>>,
  Complete<Missing<EnglishAreas['extras'], typeof itExtras>>,
  Complete<Missing<EnglishAreas['tools'], typeof itTools>>,
  Complete<Missing<EnglishAreas['cards'], typeof itCards>>,
  Complete<Missing<EnglishAreas['shell'], typeof fiShell>>,
  Complete<Missing<EnglishAreas['notices'], typeof fiNotices>>,
  Complete<Missing<EnglishAreas['log'], typeof fiLog>>,
  Complete<Missing<EnglishAreas['play'], typeof fiPlay>>,
  Complete<Missing<EnglishAreas['board'], typeof fiBoard>>,
  Complete<Missing<EnglishAreas['pocket'], typeof fiPocket>>,
  Complete<Missing<EnglishAreas['table'], typeof fiTable>>,
  Complete<Missing<EnglishAreas['multi'], typeof fiMulti>>,
  Complete<Missing<EnglishAreas['saves'], typeof fiSaves>>,
  Complete<Missing<EnglishAreas['extras'], typeof fiExtras>>,
  Complete<Missing<EnglishAreas['tools'], typeof fiTools>>,
  Complete<Missing<EnglishAreas['cards'], typeof fiCards>>,
];
