// The source of a live subscription: the values published on one topic that pass a filter. Shared
// live results (shared-live.ts) listen to it directly, synchronously as a value is published, and
// deliver one serialised result to each subscriber of an audience; anything else iterates it.
// Iterating queues values without the repeater and filter layers of Yoga's pubsub, which cost each
// of a vendor's thousands of subscribers several promise hops per change.

/** The part of an EventTarget (in memory, or Redis-backed) that a source listens on. */
export interface TopicTarget {
  addEventListener(topic: string, listener: (event: Event) => void): void;
  removeEventListener(topic: string, listener: (event: Event) => void): void;
}

export class LiveSource<T> implements AsyncIterable<T> {
  constructor(
    readonly target: TopicTarget,
    readonly topic: string,
    readonly accept: (value: T) => boolean = () => true,
  ) {}

  /** Calls `sink` with each accepted value as it is published; returns the function that detaches it. */
  listen(sink: (value: T) => void): () => void {
    const listener = (event: Event) => {
      const value = (event as CustomEvent<T>).detail;
      if (this.accept(value)) sink(value);
    };
    this.target.addEventListener(this.topic, listener);
    return () => this.target.removeEventListener(this.topic, listener);
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    const queue: T[] = [];
    let waiting: ((step: IteratorResult<T>) => void) | null = null;
    let closed = false;
    const detach = this.listen((value) => {
      if (waiting) {
        const wake = waiting;
        waiting = null;
        wake({ value, done: false });
      } else queue.push(value);
    });
    const close = (): IteratorResult<T> => {
      if (!closed) {
        closed = true;
        detach();
        queue.length = 0;
        const wake = waiting;
        waiting = null;
        wake?.({ value: undefined, done: true });
      }
      return { value: undefined, done: true };
    };
    return {
      next: () => {
        if (queue.length) return Promise.resolve({ value: queue.shift() as T, done: false });
        if (closed) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (waiting = resolve));
      },
      return: () => Promise.resolve(close()),
      throw: (error: unknown) => {
        close();
        return Promise.reject(error);
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}
