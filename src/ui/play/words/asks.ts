/**
 * Every question the engine can ask (`prompt.ask`), in the shown language: the keys live in
 * the catalogue (ASK_WORDS, a Record over the engine's typed asks, so a new question fails to
 * compile until it has words); this file fills their placeholders from the prompt.
 */
import { marineDef, terrainDef } from '../../../data';
import { fullAutoAttacksLeft, type DecisionPrompt, type GameState, type Team } from '../../../engine';
import { ASK_WORDS, FULL_AUTO_LEFT } from '../../common/catalogue';
import { cardName, colourName, marineName, teamName } from '../../common/names';
import { t } from '../../common/words';

export interface Question {
  title: string;
  hint?: string;
}

const TEAMS: ReadonlySet<string> = new Set<Team>(['BLUE', 'GREEN', 'GREY', 'PURPLE', 'RED', 'YELLOW']);

/** The placeholders a question's subject can fill ({marine}, {card}, {team}, {colour}, {event}). */
function subjectParams(subject: string): Record<string, string> {
  if (!subject) return {};
  // A team ('RED') or a terrain colour ('ORANGE'): the ask's sentence uses the one it means.
  if (/^[A-Z]+$/.test(subject)) return { team: TEAMS.has(subject) ? teamName(subject as Team) : subject, colour: colourName(subject) };
  if (subject.startsWith('marine.')) return { marine: marineName(subject), card: marineDef(subject).name };
  if (subject.startsWith('event.')) return { event: cardName(subject), card: cardName(subject) };
  if (subject.startsWith('terrain.')) return { card: terrainDef(subject).name };
  return { card: cardName(subject) };
}

/**
 * `ownPhone`: a guest answers on its own phone (issue 26), choosing its card there, so even in a
 * table game it is asked to choose, not what the table turned up.
 */
export function question(p: DecisionPrompt, s: GameState, ownPhone = false): Question {
  const words = ASK_WORDS[p.ask];
  const params = subjectParams(p.subject ?? '');
  if (s.chance === 'table' && words.table && !ownPhone) return { title: t(words.table, params) };
  // Munitorium gives 2 tokens, but the supply may hold 1: then no second is asked, so the first is not called one of two.
  const lastToken = p.ask === 'munitorium' && !p.subject && s.supply === 1;
  const asked = t(lastToken ? 'ask.munitoriumLast' : p.subject || !words.alone ? words.title : words.alone, params);
  // A re-roll is asked about a face: it leads the question, where a folded sheet still shows it.
  const top = p.ask === 'attack-reroll' || p.ask === 'defence-reroll' ? s.stack[s.stack.length - 1] : undefined;
  const rolled = top && (top.t === 'attack' || top.t === 'defence') ? top.roll : null;
  const title = rolled === null ? asked : t('ask.afterRoll', { face: rolled, question: asked });
  if (p.ask === 'full-auto') {
    const left = fullAutoAttacksLeft(s);
    return left === null ? { title } : { title, hint: t(FULL_AUTO_LEFT, { n: left }) };
  }
  // Solo: nobody else plays, so there is nobody to keep the choice secret from.
  if (p.ask === 'choose-action' && s.players.length === 1) return { title };
  return words.hint ? { title, hint: t(words.hint, params) } : { title };
}
