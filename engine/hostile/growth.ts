/**
 * How time grows with input: run `large` (8× the input) against eight runs of `small`. A
 * linear piece of work gives about 1, a quadratic one about 8. Best of several runs, so a busy
 * machine does not fail a linear parser; nothing here is a wall-clock limit.
 */
export const FACTOR = 8;
/** Linear gives 1 and quadratic 8; noise on a busy machine and GC are allowed up to 3. */
export const MAX_RATIO = 3;

/** The best of several runs of `work`, in milliseconds. */
function best(work: () => void, runs = 5): number {
  let fastest = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return Math.max(fastest, 0.01);
}

/**
 * Time of the large input over that of eight small ones. Stops at the first run under the
 * bound, or after three far over it (a super-linear parser should fail in seconds, not minutes).
 */
export function growthRatio(small: () => void, large: () => void): number {
  const eightSmall = () => {
    for (let i = 0; i < FACTOR; i++) small();
  };
  eightSmall(); // warm the JIT
  const base = best(eightSmall);
  let fastest = Infinity;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    large();
    fastest = Math.min(fastest, (performance.now() - start) / base);
    // Three runs before giving up on one far over: a single GC pause must not fail a linear parser.
    if (fastest < MAX_RATIO || (i >= 2 && fastest > MAX_RATIO * 4)) break;
  }
  return fastest;
}
