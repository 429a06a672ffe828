/**
 * A combat team as the screens name it. The colour is the team's name (one word per language,
 * in the form that agrees with that language's word for "team"), and "{team} team" is a whole
 * phrase of its own, so no sentence splices a translated noun.
 */
import type { Team } from '../../../engine';
import { t } from '../../common/words';

/** "Blue": a chip, a heading, a placeholder in a sentence that says "team" itself. */
export function teamName(team: Team): string {
  return t(`board.team.${team}`);
}

/** "Blue team". */
export function teamLabel(team: Team): string {
  return t('board.teamOf', { team: teamName(team) });
}
