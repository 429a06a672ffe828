/** A fair d6 from the browser's cryptographic source (rejection sampling: no modulo bias). */
export function rollDie(): number {
  const buf = new Uint8Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const v = buf[0]!;
    if (v < 252) return (v % 6) + 1;
  }
}
