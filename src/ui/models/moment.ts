/**
 * Public moments (issue 11): what a stretch of play did to the board, sorted for a table
 * that reads it at a glance — the Action cards turned face up, who died, where the squad
 * travelled, which Event came, which Genestealers fell. Built from the log lines the
 * engine already writes, so the engine needs nothing new.
 */
import { EVENTS } from '../../data';
import type { GameState } from '../../engine';

export interface Moment {
  round: number;
  /** The Action cards, face up, in initiative order (the reveal), or null. */
  reveal: string[] | null;
  /** One line per death, with the roll that caused it when there was one. */
  deaths: string[];
  travel: string[];
  event: { id: string | null; name: string; lines: string[] } | null;
  slain: string[];
  /** Everything else that was said, in order. */
  other: string[];
}

const DEATH = /is slain\.|lost in the warp|falls in the charge|caught in the blast|the blast takes|mind burns out/;
const GENESTEALER_DIES = /^(A Genestealer .* is slain|A Brood Lord is slain|Counter Attack: Lorenzo cuts)|Rewarded Faith: .*strike down|fights off a Genestealer|generators overload/;
const TRAVEL = /^The squad enters the |travels to the next location/;
const ROUND_START = /^Round \d+: /;

function isDeath(line: string): boolean {
  return DEATH.test(line) && !/^A (Genestealer|Brood Lord)/.test(line);
}

/** The recap of these lines, or null when nothing in them changed the board for all to see. */
export function momentOf(lines: string[], s: GameState): Moment | null {
  const m: Moment = { round: s.round, reveal: null, deaths: [], travel: [], event: null, slain: [], other: [] };
  let inEvent = false;
  lines.forEach((line, i) => {
    if (ROUND_START.test(line)) inEvent = false;
    if (line.startsWith('Revealed: ')) {
      m.reveal = [...s.order];
      return;
    }
    if (line.startsWith('Event drawn: ')) {
      const name = line.slice('Event drawn: '.length).replace(/\.$/, '');
      m.event = { id: EVENTS.find((e) => e.name === name)?.id ?? null, name, lines: [] };
      inEvent = true;
      return;
    }
    if (isDeath(line)) {
      // The roll that killed him is on the line before: "… attacks Leon: he rolls 2, not enough."
      const prev = lines[i - 1];
      m.deaths.push(prev && / attacks .*: he rolls /.test(prev) ? `${prev} ${line}` : line);
      return;
    }
    if (TRAVEL.test(line)) m.travel.push(line);
    else if (GENESTEALER_DIES.test(line)) m.slain.push(line);
    else if (inEvent && m.event) m.event.lines.push(line);
    else m.other.push(line);
  });
  if (m.event) m.event.lines = groupSpawns(m.event.lines);
  const notable = m.reveal || m.deaths.length || m.travel.length || m.event || m.slain.length;
  return notable ? m : null;
}

const SPAWN = /^A (\w+) Genestealer spawns (.+)\.$/;

/** "A tail … spawns left of Leon at the Door." ×3 reads as one line: "3 Genestealers (tail, head, head) spawn …". */
export function groupSpawns(lines: string[]): string[] {
  const out: string[] = [];
  let run: { where: string; kinds: string[] } | null = null;
  const flush = (): void => {
    if (!run) return;
    out.push(run.kinds.length === 1 ? `A ${run.kinds[0]} Genestealer spawns ${run.where}.` : `${run.kinds.length} Genestealers (${run.kinds.join(', ')}) spawn ${run.where}.`);
    run = null;
  };
  for (const line of lines) {
    const hit = SPAWN.exec(line);
    if (hit && run && (run as { where: string }).where === hit[2]) (run as { kinds: string[] }).kinds.push(hit[1] as string);
    else {
      flush();
      if (hit) run = { where: hit[2] as string, kinds: [hit[1] as string] };
      else out.push(line);
    }
  }
  flush();
  return out;
}

/**
 * Lines waiting for a recap are shown once the board is public again: when the phase
 * changes, the phone changes hands, or the game ends. An Event met by a secret Instinct
 * decision stays hidden until that decision is made (its card is the current player's secret).
 */
export function splitForSecret(lines: string[], nextSecret: boolean): { now: string[]; later: string[] } {
  if (!nextSecret) return { now: lines, later: [] };
  const at = lines.map((l) => l.startsWith('Event drawn: ')).lastIndexOf(true);
  return at < 0 ? { now: lines, later: [] } : { now: lines.slice(0, at), later: lines.slice(at) };
}
