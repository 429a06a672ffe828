/**
 * The position editor's form, as plain data, and how it becomes the engine's TablePosition.
 * Genestealers beside a marine are typed as words ("claw head"), the way they lie on the table.
 */
import { marinesOfTeam, SETUP_LOCATIONS } from '../../data';
import type { GameOptions, Side, TablePosition, TableSide } from '../../engine';

export interface FormRow {
  marine: string;
  facing: Side;
  tokens: string;
  terrain: { LEFT: string; RIGHT: string };
  genestealers: { LEFT: string; RIGHT: string };
}

export interface PositionForm {
  round: string;
  location: string;
  rows: FormRow[];
  blips: { LEFT: string; RIGHT: string };
  discarded: string[];
}

function setupCard(players: number) {
  return SETUP_LOCATIONS.find((c) => (c.players as readonly number[]).includes(players)) ?? SETUP_LOCATIONS[0];
}

/** Every marine of the teams in play, with the Void Lock's terrain where its card puts it. */
export function startingForm(o: GameOptions): PositionForm {
  const card = setupCard(o.players.length);
  const marines = o.players.flatMap((p) => p.teams.flatMap((t) => marinesOfTeam(t).map((m) => m.id)));
  const rows: FormRow[] = marines.map((marine, i) => ({ marine, facing: i % 2 ? 'RIGHT' : 'LEFT', tokens: '0', terrain: { LEFT: '', RIGHT: '' }, genestealers: { LEFT: '', RIGHT: '' } }));
  for (const t of card.terrain) {
    const r = t.from === 'TOP' ? t.number - 1 : rows.length - t.number;
    const row = rows[r];
    if (row) row.terrain[t.side as Side] = t.terrain;
  }
  return { round: '1', location: card.id, rows, blips: { LEFT: String(card.blips.left), RIGHT: String(card.blips.right) }, discarded: [] };
}

/** "claw, Head tail" → ['CLAW', 'HEAD', 'TAIL']; Brood Lord ids pass through as typed. */
export function genestealerWords(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((w) => (w.startsWith('brood-lord.') ? w : w.toUpperCase()));
}

export function toTablePosition(o: GameOptions, f: PositionForm): TablePosition {
  const side = (r: FormRow, s: Side): TableSide => {
    const out: TableSide = { genestealers: genestealerWords(r.genestealers[s]) };
    if (r.terrain[s]) out.terrain = [{ id: r.terrain[s] }];
    return out;
  };
  return {
    players: o.players,
    round: Number(f.round),
    location: f.location,
    formation: f.rows.map((r) => ({ marine: r.marine, facing: r.facing, tokens: Number(r.tokens), LEFT: side(r, 'LEFT'), RIGHT: side(r, 'RIGHT') })),
    blips: { LEFT: Number(f.blips.LEFT), RIGHT: Number(f.blips.RIGHT) },
    eventDiscard: f.discarded,
  };
}
