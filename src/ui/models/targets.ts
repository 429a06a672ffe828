/**
 * Where each option of a decision sits on the board, so the board can light it up and a
 * tap on the board can answer. Keys name board spots: 'marine:<id>', 'swarm:<row>:<side>:<i>',
 * 'terrain:<row>:<side>:<id>', 'side:<row>:<side>', 'pile:<side>'.
 */
import type { DecisionPrompt, GameState, Side } from '../../engine';

function terrainSpot(s: GameState, marine: string, terrain: string): string | null {
  const row = s.formation.findIndex((p) => p.marine === marine);
  const pos = s.formation[row];
  if (!pos) return null;
  const sides: Side[] = [pos.facing, pos.facing === 'LEFT' ? 'RIGHT' : 'LEFT'];
  const side = sides.find((sd) => pos[sd].terrain.some((t) => t.id === terrain));
  return side ? `terrain:${row}:${side}:${terrain}` : null;
}

/** The swarm a slay frame works on, for slay choices named by type. */
function slaySwarm(s: GameState): string | null {
  const f = s.stack[s.stack.length - 1];
  return f && f.t === 'slay' ? `swarm:${f.row}:${f.side}:${f.index}` : null;
}

/** Board spots of one option (an option may light up two marines, e.g. a swap). */
export function spotsOf(option: string, p: DecisionPrompt, s: GameState): string[] {
  const parts = option.split(':');
  switch (parts[0]) {
    case 'swap':
      return [`marine:${parts[1]}`, `marine:${parts[2]}`];
    case 'flip':
    case 'pay':
      return [`marine:${parts[1]}`];
    case 'ability':
      return [`marine:${parts[2]}`];
    case 'activate': {
      const spot = terrainSpot(s, parts[1] ?? '', parts[2] ?? '');
      return spot ? [spot] : [`marine:${parts[1]}`];
    }
    case 'swarm':
      return [`swarm:${parts[1]}:${parts[2]}:${parts[3]}`];
    case 'to':
    case 'at':
      return [`side:${parts[1]}:${parts[2]}`];
  }
  if (option.startsWith('marine.')) return [`marine:${option}`];
  if ((option === 'LEFT' || option === 'RIGHT') && p.ask !== 'brood-lord-left') return [`pile:${option}`];
  if (option.startsWith('terrain.')) {
    const out: string[] = [];
    s.formation.forEach((pos, r) => {
      for (const side of ['LEFT', 'RIGHT'] as const) {
        if (pos[side].terrain.some((t) => t.id === option)) out.push(`terrain:${r}:${side}:${option}`);
      }
    });
    return out;
  }
  if (p.ask === 'slay') {
    const spot = slaySwarm(s);
    return spot ? [spot] : [];
  }
  return [];
}

/** Spot → the options that light it up, in the prompt's order. */
export function targetMap(p: DecisionPrompt, s: GameState): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const option of p.options) {
    for (const spot of spotsOf(option, p, s)) {
      const list = map.get(spot);
      if (list) list.push(option);
      else map.set(spot, [option]);
    }
  }
  return map;
}

/** The spot the question is about (the attacking marine, the defending one, …), to keep in view. */
export function focusSpot(p: DecisionPrompt, s: GameState): string | null {
  if (p.subject?.startsWith('marine.')) return `marine:${p.subject}`;
  const first = p.options[0];
  return first ? (spotsOf(first, p, s)[0] ?? null) : null;
}
