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

/** The recap's words, part by part in the order they are shown; parts with no line are left out. */
export function recapParts(m: Moment, s: GameState): { parts: RecapPart[]; other: string[] } {
  // Events the log does not word (a phase that begins, a forced answer) leave no empty line.
  const said = (items: RecapItem[]): string[] => items.map((it) => recapLine(it, s)).filter((l) => l !== '');
  const words = (evs: Moment['slain']): string[] => evs.map((e) => logLine(e) ?? '').filter((l) => l !== '');
  // Where the squad went leads its part: the empty pile and the terrain laid (on the board) follow.
  const entered = m.travel.filter((e) => e.k === 'location-entered');
  const travel = words([...entered, ...m.travel.filter((e) => e.k !== 'location-entered')]);
  const parts: RecapPart[] = [
    { kind: 'deaths', title: t('recap.deaths', { n: m.deaths.length }), lines: m.deaths.map(deathLine), lead: m.deaths.length },
    { kind: 'travel', title: t('recap.travels'), lines: travel, lead: 1 },
    // The Event's chip names it (its card a tap away); what it did is on the board, NEW and MOVED.
    { kind: 'event', title: t('recap.theEvent'), lines: m.event ? said(m.event.lines) : [], lead: 0 },
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
