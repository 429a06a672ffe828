/**
 * The parts of a public recap (moment.ts) in words, shared by the pass-and-play screen
 * (pocket/PublicRecap.tsx) and the solo recap in the sheet (InlineRecap.tsx): who died, where
 * the squad travelled, the Event's lines, the Genestealers that fell, and everything else.
 * Each screen draws them in its own size (`cls`: its class prefix; `h`: its heading level).
 */
import type { GameState } from '../../engine';
import { logLine } from './words/log';
import type { Moment, RecapItem } from './moment';
import { deathLine, recapLine } from './words/recap';
import { t } from '../common/words';

export type PartKind = 'deaths' | 'travel' | 'event' | 'slain';

export interface RecapPart {
  kind: PartKind;
  title: string;
  lines: string[];
  /** How many of the first lines say the part at a glance (the solo sheet shows those first). */
  lead: number;
}

/** What an Event leaves on the board for all to see: its spawns and its moves. */
const ON_BOARD: ReadonlySet<string> = new Set(['spawned', 'swarm-moved', 'swarm-stays', 'nothing-moves', 'spawn-limited', 'blip-piles']);

/** An Event's line that the board does not show: its own ability's result (an answer to it is told by that result). */
function ownEffect(it: RecapItem): boolean {
  return it.t === 'event' && !ON_BOARD.has(it.ev.k) && it.ev.k !== 'phase';
}

/** The recap's words, part by part in the order they are shown; parts with no line are left out. */
export function recapParts(m: Moment, s: GameState): { parts: RecapPart[]; other: string[] } {
  // Events the log does not word (a phase that begins, a forced answer) leave no empty line.
  const said = (items: RecapItem[]): string[] => items.map((it) => recapLine(it, s)).filter((l) => l !== '');
  const words = (evs: Moment['slain']): string[] => evs.map((e) => logLine(e) ?? '').filter((l) => l !== '');
  // Where the squad went leads its part: the empty pile and the terrain laid (on the board) follow.
  const entered = m.travel.filter((e) => e.k === 'location-entered');
  const lines = m.event?.lines ?? [];
  const effectsFirst = [...lines.filter(ownEffect), ...lines.filter((it) => !ownEffect(it))];
  const travel = words([...entered, ...m.travel.filter((e) => e.k !== 'location-entered')]);
  const parts: RecapPart[] = [
    { kind: 'deaths', title: t('recap.deaths', { n: m.deaths.length }), lines: m.deaths.map(deathLine), lead: m.deaths.length },
    { kind: 'travel', title: t('recap.travels'), lines: travel, lead: 1 },
    // The Event's chip names it (its card a tap away); its spawns and moves are on the board, NEW
    // and MOVED. What else it did (a jammed gun, a second wind) is nowhere else: it leads.
    { kind: 'event', title: t('recap.theEvent'), lines: said(effectsFirst), lead: said(lines.filter(ownEffect)).length },
    { kind: 'slain', title: t('recap.slain', { n: m.slain.length }), lines: words(m.slain), lead: 1 },
  ];
  return { parts: parts.filter((p) => p.lines.length > 0 || (p.kind === 'event' && m.event)), other: said(m.other) };
}

/** The lines of a list, or nothing. */
export function Lines({ lines }: { lines: readonly string[] }) {
  if (!lines.length) return null;
  return (
    <ul>
      {lines.map((l, i) => (
        <li key={i}>{l}</li>
      ))}
    </ul>
  );
}

/** One part with its heading, coloured by kind (`cls`__part--kind). */
export function Part({ part, lines = part.lines, cls, h: H }: { part: RecapPart; lines?: readonly string[]; cls: string; h: 'h2' | 'h3' }) {
  if (!lines.length) return null;
  return (
    <section class={`${cls}__part ${cls}__part--${part.kind}`} aria-label={part.title}>
      <H>{part.title}</H>
      <Lines lines={lines} />
    </section>
  );
}
