/**
 * Characters of user text read by the engine's own loops and by the libraries it hands whole
 * texts to (a scan, JSON.parse's nesting check, jsonc-parser's single pass), since the count was
 * last reset. The hostile-input growth tests (engine/hostile/work.ts) add these to what the
 * built-in scans read, and compare work, never time: 8× the input must not cost more than about
 * 8× the work. Nothing in the app reads it.
 */
export const textWork = { read: 0 };
