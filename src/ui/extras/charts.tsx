/**
 * Two small charts drawn as SVG by hand (no chart library: a few hundred bytes instead of tens
 * of kilobytes). Each carries its numbers in words too (a title and a table-like description),
 * so a screen reader gets the same facts.
 */
import type { Statistics, Survival } from './statistics';
import { teamName } from '../play/board/team-words';
import type { Team } from '../../data';
import { t } from '../common/words';
import { pct, pct1 } from './numbers';

const WON = '#d9b45a';
const LOST = '#8e1b17';

/**
 * SVG text does not wrap: a label that would run past `width` (at about 0.52 em a character) is
 * narrowed to fit, as a longer language's words may be; one that fits is left as drawn.
 */
function fitted(text: string, fontSize: number, width: number): { textLength?: number; lengthAdjust?: 'spacingAndGlyphs' } {
  return text.length * fontSize * 0.52 > width ? { textLength: width, lengthAdjust: 'spacingAndGlyphs' } : {};
}

/** Finished games by the Location the squad got to (the start is the first), split into wins and losses. */
export function ReachedChart({ reached }: { reached: Statistics['reached'] }) {
  const W = 340;
  const H = 170;
  const top = 14;
  const base = H - 34;
  const most = Math.max(1, ...reached.map((r) => r.won + r.lost));
  const bw = 44;
  const gap = (W - 20 - bw * reached.length) / (reached.length - 1);
  const axis = t('chart.reachedAxis');
  const words = reached.map((r, i) => t('chart.reachedItem', { location: i + 1, n: r.won + r.lost, won: r.won })).join('; ');
  return (
    <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('chart.reached', { items: words })}>
      <line x1="10" y1={base} x2={W - 10} y2={base} stroke="#3b2725" />
      {reached.map((r, i) => {
        const x = 10 + i * (bw + gap);
        const hl = ((base - top) * r.lost) / most;
        const hw = ((base - top) * r.won) / most;
        const total = r.won + r.lost;
        return (
          <g key={i}>
            <rect x={x} y={base - hl} width={bw} height={hl} fill={LOST} rx="3" />
            <rect x={x} y={base - hl - hw} width={bw} height={hw} fill={WON} rx="3" />
            {total > 0 && (
              <text x={x + bw / 2} y={base - hl - hw - 4} text-anchor="middle" font-size="12">
                {total}
              </text>
            )}
            <text x={x + bw / 2} y={base + 16} text-anchor="middle" font-size="12" class="chart__muted">
              {i + 1}
            </text>
          </g>
        );
      })}
      <text x={W / 2} y={H - 3} text-anchor="middle" font-size="11" class="chart__muted" {...fitted(axis, 11, W - 20)}>
        {axis}
      </text>
    </svg>
  );
}

/** One bar per team: the share of its marines still standing at the end of a finished game. */
export function SurvivalChart({ teams }: { teams: Survival[] }) {
  const W = 340;
  const row = 26;
  const H = teams.length * row + 8;
  const left = 70;
  const width = W - left - 50;
  const words = teams.map((s) => t('chart.survivalItem', { team: teamName(s.key as Team), rate: pct(s.rate), fielded: s.fielded })).join('; ');
  return (
    <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('chart.survival', { items: words })}>
      {teams.map((s, i) => {
        const y = 4 + i * row;
        return (
          <g key={s.key}>
            <text x={left - 8} y={y + 16} text-anchor="end" font-size="13">
              {teamName(s.key as Team)}
            </text>
            <rect x={left} y={y + 3} width={width} height={row - 8} fill="#221a19" rx="3" />
            <rect x={left} y={y + 3} width={Math.max(2, width * s.rate)} height={row - 8} fill={`var(--team-${s.key})`} rx="3" />
            <text x={left + width + 6} y={y + 16} font-size="12">
              {pct(s.rate)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The chance of success round by round, with its 95% band, as a line over the rounds. */
export function CourseChart({ points }: { points: { round: number; rate: number; low: number; high: number }[] }) {
  const W = 340;
  const H = 190;
  const left = 36;
  const right = W - 10;
  const top = 10;
  const base = H - 30;
  const peak = Math.max(0.05, ...points.map((p) => p.high));
  const ceiling = peak > 0.5 ? 1 : Math.min(1, Math.ceil(peak * 20) / 20);
  const rounds = Math.max(2, points.length);
  const x = (i: number) => left + ((right - left) * i) / (rounds - 1);
  const y = (v: number) => base - ((base - top) * v) / ceiling;
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.rate).toFixed(1)}`).join(' ');
  const band = points.length
    ? `${points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.high).toFixed(1)}`).join(' ')} ${[...points]
        .map((p, i) => ({ p, i }))
        .reverse()
        .map(({ p, i }) => `L${x(i).toFixed(1)},${y(p.low).toFixed(1)}`)
        .join(' ')} Z`
    : '';
  const words = points.map((p) => t('chart.courseItem', { round: p.round, rate: pct1(p.rate) })).join('; ');
  return (
    <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('chart.course', { items: words })}>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={left} y1={y(ceiling * f)} x2={right} y2={y(ceiling * f)} stroke="#3b2725" />
          <text x={left - 4} y={y(ceiling * f) + 4} text-anchor="end" font-size="11" class="chart__muted">
            {pct(ceiling * f)}
          </text>
        </g>
      ))}
      {band && <path d={band} fill="rgb(217 180 90 / 0.22)" />}
      {line && <path d={line} fill="none" stroke={WON} stroke-width="2.5" />}
      {points.map((p, i) => (
        <g key={p.round}>
          <circle cx={x(i)} cy={y(p.rate)} r="3.5" fill={WON} />
          <text x={x(i)} y={base + 16} text-anchor="middle" font-size="11" class="chart__muted">
            {p.round}
          </text>
        </g>
      ))}
      <text x={(left + right) / 2} y={H - 2} text-anchor="middle" font-size="11" class="chart__muted">
        {t('course.round')}
      </text>
    </svg>
  );
}
