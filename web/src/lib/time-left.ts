/**
 * Milliseconds left by the server's clock at `now`: the device's own clock only measures time
 * since the answer. For anything timed by the server: a mini challenge's run, a puzzle race.
 */
export function msLeftAt(received: { run: { deadline: string; serverNow: string }; receivedAt: number }, now: number): number {
  const { run, receivedAt } = received;
  const leftThen = new Date(run.deadline).getTime() - new Date(run.serverNow).getTime();
  return Math.max(0, leftThen - Math.max(0, now - receivedAt));
}
