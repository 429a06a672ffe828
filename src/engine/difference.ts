/**
 * Where two JSON values first differ (object keys in any order, a key holding undefined as
 * none): how a replay or a position check says what went wrong, and how the one-answer check
 * tells two positions apart (same-outcome.ts), on a tap's path. The keys and indexes leading
 * there are gathered on the way back out, so values that agree cost no path text.
 */
function differs(a: unknown, b: unknown): (string | number)[] | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return [];
  if (Array.isArray(a) !== Array.isArray(b)) return [];
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) {
      const d = differs(a[i], b[i]);
      if (d) return (d.push(i), d);
    }
    return null;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const k of keys) {
    const d = differs(ao[k], bo[k]);
    if (d) return (d.push(k), d);
  }
  return null;
}

/** The first path where two JSON values differ, after `path`; null when they agree. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  const d = differs(a, b);
  if (!d) return null;
  let where = path;
  for (let i = d.length - 1; i >= 0; i--) {
    const k = d[i] as string | number;
    where = typeof k === 'number' ? `${where}[${k}]` : where ? `${where}.${k}` : k;
  }
  return where || '(the whole value)';
}
