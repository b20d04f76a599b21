// A diagnostic for bench/taste-families.ts (`--diagnose r`): the best estimate a member's own swipes
// can give of their taste, a logistic regression fitted exactly (MAP with an L2 prior, by Newton) on
// all of them, on top of a fixed offset per swipe (the population model's logit). Not used by the
// engine, which learns online in O(features) per swipe; this only says whether a better fit of the
// same data would rank better.

/** Weights maximising Σ log-likelihood(y | offset + w·x) − λ/2 |w|². */
export function ridgeLogistic(
  xs: readonly Float32Array[],
  ys: readonly boolean[],
  offsets: readonly number[],
  lambda: number,
  iterations = 8,
): Float64Array {
  const F = xs[0]?.length ?? 0;
  const w = new Float64Array(F);
  for (let iter = 0; iter < iterations; iter++) {
    const gradient = new Float64Array(F);
    const hessian = new Float64Array(F * F);
    for (let k = 0; k < F; k++) {
      gradient[k] = lambda * w[k]!;
      hessian[k * F + k] = lambda;
    }
    xs.forEach((x, n) => {
      let z = offsets[n]!;
      for (let k = 0; k < F; k++) z += w[k]! * x[k]!;
      const p = 1 / (1 + Math.exp(-z));
      const residual = p - (ys[n] ? 1 : 0);
      const curvature = p * (1 - p);
      for (let a = 0; a < F; a++) {
        const xa = x[a]!;
        if (xa === 0) continue;
        gradient[a] = gradient[a]! + residual * xa;
        for (let b = 0; b < F; b++) hessian[a * F + b] = hessian[a * F + b]! + curvature * xa * x[b]!;
      }
    });
    const step = choleskySolve(hessian, gradient, F);
    for (let k = 0; k < F; k++) w[k] = w[k]! - step[k]!;
  }
  return w;
}

/** Solves A x = b for a symmetric positive definite A (n × n, row-major). */
function choleskySolve(A: Float64Array, b: Float64Array, n: number): Float64Array {
  const L = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = A[i * n + j]!;
      for (let k = 0; k < j; k++) sum -= L[i * n + k]! * L[j * n + k]!;
      L[i * n + j] = i === j ? Math.sqrt(Math.max(sum, 1e-12)) : sum / L[j * n + j]!;
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i]!;
    for (let k = 0; k < i; k++) sum -= L[i * n + k]! * y[k]!;
    y[i] = sum / L[i * n + i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k++) sum -= L[k * n + i]! * x[k]!;
    x[i] = sum / L[i * n + i]!;
  }
  return x;
}
