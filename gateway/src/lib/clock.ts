// The one clock of the server: product code asks it for the current instant instead of calling
// Date.now() or new Date() itself, so tests can start the app at any moment (a DST night, a
// month end) and every part of the app agrees on what "now" is.
let source: () => number = Date.now;

/** The current instant in epoch milliseconds. */
export const nowMs = (): number => source();

/** The current instant as a Date. */
export const now = (): Date => new Date(source());

/**
 * Tests only: make the clock read `start` now and run on from there at the real pace (or stand
 * still with `frozen`). Returns a function that restores the real clock.
 */
export function setClock(start: Date | number, options: { frozen?: boolean } = {}): () => void {
  const at = typeof start === 'number' ? start : start.getTime();
  const realStart = Date.now();
  source = options.frozen ? () => at : () => at + (Date.now() - realStart);
  return resetClock;
}

export function resetClock(): void {
  source = Date.now;
}
