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
