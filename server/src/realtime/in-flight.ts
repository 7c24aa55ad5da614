/**
 * Work a node has started for its sockets (service calls, presence updates, lobby pushes).
 * At shutdown the gateway waits for it, so that nothing touches the database or Redis after
 * they close, and a move committed here is still pushed to the other nodes.
 */
export class InFlight {
  private readonly work = new Set<Promise<unknown>>();

  track<T>(promise: Promise<T>): Promise<T> {
    this.work.add(promise);
    const forget = () => this.work.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  /** Resolves once nothing is running, including work started while waiting. */
  async drain(): Promise<void> {
    while (this.work.size > 0) await Promise.allSettled([...this.work]);
  }
}

/**
 * Runs at most `limit` tasks at once, the others wait their turn in order. The lobby list is
 * read from every present player's presence: a burst of lobby joins must not flood Redis
 * (and starve the presence heartbeat that shares the connection).
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
