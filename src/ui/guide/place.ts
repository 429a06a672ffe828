/**
 * Where the guide's bubble goes: beside what it lights, never over it, and never over the
 * question's heading or its first answer. The band arithmetic is pure (unit-tested); `placeCard`
 * reads the screen.
 */
const MARGIN = 8;

/** What the card must leave readable besides the lit element: the question and its first answer. */
const KEEP_CLEAR = ['#ask-title', '.sheet [data-option]:not([disabled])'];

interface Band {
  top: number;
  bottom: number;
}

/**
 * The free bands of the screen: the viewport less the lit element and the question's heading
 * and first answer, each with a margin. The card is as wide as the screen, so only heights count.
 */
export function freeBands(height: number, blocked: Band[]): Band[] {
  const cuts = blocked
    .map((b) => ({ top: Math.max(0, b.top - MARGIN), bottom: Math.min(height, b.bottom + MARGIN) }))
    .filter((b) => b.bottom > b.top)
    .sort((a, b) => a.top - b.top);
  const out: Band[] = [];
  let y = MARGIN;
  for (const c of cuts) {
    if (c.top > y) out.push({ top: y, bottom: c.top });
    y = Math.max(y, c.bottom);
  }
  if (height - MARGIN > y) out.push({ top: y, bottom: height - MARGIN });
  return out;
}

/**
 * The band nearest the lit element that holds the whole card, else the tallest one (the card
 * then scrolls inside); and where in it: against the lit element, so it reads as beside it.
 */
export function placeIn(bands: Band[], lit: Band, need: number): { top: number; max: number } | null {
  if (!bands.length) return null;
  const gap = (b: Band): number => (b.bottom <= lit.top ? lit.top - b.bottom : Math.max(0, b.top - lit.bottom));
  // Equally near: below, so the top bar (round, blips, Location) stays in sight.
  const fits = bands.filter((b) => b.bottom - b.top >= need).sort((a, b) => gap(a) - gap(b) || b.top - a.top);
  const band = fits[0] ?? [...bands].sort((a, b) => b.bottom - b.top - (a.bottom - a.top))[0]!;
  const max = band.bottom - band.top;
  const h = Math.min(need, max);
  const above = band.bottom <= lit.top + 0.5;
  return { top: Math.round(above ? band.bottom - h : band.top), max: Math.floor(max) };
}

/** Puts the card in the free band nearest `lit`: never over it, the question or its first answer. */
export function placeCard(card: HTMLElement, lit: Element): void {
  const r = lit.getBoundingClientRect();
  const height = window.innerHeight;
  const litBand = { top: Math.max(0, r.top), bottom: Math.min(height, r.bottom) };
  const keep = KEEP_CLEAR.map((sel) => document.querySelector(sel)).filter((e): e is Element => !!e && !lit.contains(e));
  const blocked = [litBand, ...keep.map((e) => e.getBoundingClientRect()).map((k) => ({ top: k.top, bottom: k.bottom }))];
  const st = card.style;
  st.maxHeight = 'none';
  const need = card.offsetHeight;
  const at = placeIn(freeBands(height, blocked), litBand, need);
  if (!at) return;
  st.top = `${at.top}px`;
  st.bottom = 'auto';
  st.maxHeight = `${at.max}px`;
}

