/** What does not fit in a described table, in English: the engine's default speaker of `table.ts`. */
import type { TableProblem } from '../table-problems';
import { SAY_EN } from './log-en';
import { tableProblemIn, tableProblemWords } from './table';

const TABLE_EN = tableProblemWords(SAY_EN);

export function tableProblemEn(p: TableProblem): string {
  return tableProblemIn(TABLE_EN, p);
}
