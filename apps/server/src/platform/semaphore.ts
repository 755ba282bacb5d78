/**
 * A counting semaphore: at most `concurrency` callers run at once, the others wait their turn in order.
 * With a `queue`, callers beyond its limit are refused at once with its `busy` error instead of waiting.
 */
export interface Semaphore {
  readonly active: number;
  readonly waiting: number;
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createSemaphore(
  concurrency: number,
  queue?: { limit: number; busy: () => Error },
): Semaphore {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (active < concurrency) active++;
      else if (queue && waiting.length >= queue.limit) throw queue.busy();
      // The slot passes straight from the releasing caller to the next waiter.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
