/**
 * Logistic regression by Newton's method (IRLS), shared by the fitting scripts: the value
 * function (fit-value.ts) and the advisor's map (calibrate-advisor.ts). Small problems only
 * (a dozen coefficients, tens of thousands of rows): the Hessian is solved directly.
 */

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** The predicted chance of row `x` under weights `w`. */
export function predict(w: readonly number[], x: readonly number[]): number {
  return sigmoid(x.reduce((a, v, j) => a + v * (w[j] as number), 0));
}

export interface LogisticOptions {
  /** Ridge penalty per coefficient (0 leaves one free, as an intercept should be). */
  ridge: readonly number[];
  /** Where Newton's method starts. */
  start: readonly number[];
  /** At most this many steps; it stops sooner once no weight moves by more than 1e-7. */
  iterations: number;
}

/** Weights maximising the (ridge-penalised) likelihood of outcomes `ys` (0 or 1) given rows `xs`. */
export function fitLogistic(xs: readonly (readonly number[])[], ys: readonly number[], options: LogisticOptions): number[] {
  const n = options.start.length;
  let w = [...options.start];
  // IRLS: w <- w + (X' W X + λI)^-1 (X'(y - p) - λw).
  for (let it = 0; it < options.iterations; it++) {
    const h = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    const g = new Array<number>(n).fill(0);
    xs.forEach((x, k) => {
      const p = predict(w, x);
      const q = p * (1 - p);
      const y = ys[k] as number;
      for (let i = 0; i < n; i++) {
        g[i] = (g[i] as number) + (x[i] as number) * (y - p);
        const hi = h[i] as number[];
        for (let j = 0; j < n; j++) hi[j] = (hi[j] as number) + q * (x[i] as number) * (x[j] as number);
      }
    });
    for (let i = 0; i < n; i++) {
      const l = options.ridge[i] ?? 0;
      (h[i] as number[])[i] = ((h[i] as number[])[i] as number) + l;
      g[i] = (g[i] as number) - l * (w[i] as number);
    }
    const step = solve(h, g);
    w = w.map((v, i) => v + (step[i] as number));
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  return w;
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A is small and positive definite). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs((m[r] as number[])[c] as number) > Math.abs((m[piv] as number[])[c] as number)) piv = r;
    [m[c], m[piv]] = [m[piv] as number[], m[c] as number[]];
    const rc = m[c] as number[];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const rr = m[r] as number[];
      const f = (rr[c] as number) / (rc[c] as number);
      for (let k = c; k <= n; k++) rr[k] = (rr[k] as number) - f * (rc[k] as number);
    }
  }
  return m.map((row, i) => (row[n] as number) / (row[i] as number));
}
