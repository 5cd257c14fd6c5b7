import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDataWait } from '../routing.tsx';

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('withDataWait', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settledWith = (promise: Promise<unknown>) => {
    const seen: { value?: unknown } = {};
    void promise.then((value) => {
      seen.value = value;
    });
    return seen;
  };

  it('gives the module once the code is in and the data has come, whichever is last', async () => {
    const code = deferred<string>();
    const data = deferred<void>();
    const seen = settledWith(withDataWait(code.promise, data.promise, 300));
    data.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.value).toBeUndefined(); // the code is not in yet
    code.resolve('module');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.value).toBe('module');
  });

  it('waits for the data at most the given time after the code', async () => {
    const code = deferred<string>();
    const data = deferred<void>();
    const seen = settledWith(withDataWait(code.promise, data.promise, 300));
    await vi.advanceTimersByTimeAsync(1000); // the code is slow: the wait starts when it comes
    code.resolve('module');
    await vi.advanceTimersByTimeAsync(299);
    expect(seen.value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.value).toBe('module');
  });

  it('does not hold the screen on data that failed (the screen shows its own error)', async () => {
    const code = deferred<string>();
    const data = deferred<void>();
    const seen = settledWith(withDataWait(code.promise, data.promise, 300));
    code.resolve('module');
    data.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.value).toBe('module');
  });

  it('fails with the code when the code fails', async () => {
    const failed = withDataWait(Promise.reject(new Error('chunk')), new Promise(() => undefined), 300);
    await expect(failed).rejects.toThrow('chunk');
  });
});
