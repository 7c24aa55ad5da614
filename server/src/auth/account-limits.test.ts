import { describe, expect, it } from 'vitest';
import { boundedWork } from './account-limits';

describe('password work bounded per node', () => {
  it('runs at most the limit at once, queues a few in order, and refuses the rest at once', async () => {
    const run = boundedWork(2, 1);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        order.push(n);
        releases.push(() => {
          running -= 1;
          resolve(n);
        });
      });
    const answers = [run(task(1)), run(task(2)), run(task(3)), run(task(4))];
    // The fourth finds two running and one waiting: refused without running.
    expect(await answers[3]).toBeNull();
    expect(order).toEqual([1, 2]);
    releases.shift()!();
    await answers[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([1, 2, 3]);
    while (releases.length > 0) releases.shift()!();
    expect(await Promise.all(answers.slice(0, 3))).toEqual([{ result: 1 }, { result: 2 }, { result: 3 }]);
    expect(most).toBe(2);
  });

  it('frees its place when a task fails', async () => {
    const run = boundedWork(1, 0);
    await expect(run(() => Promise.reject(new Error('bad hash')))).rejects.toThrow('bad hash');
    expect(await run(async () => 'next')).toEqual({ result: 'next' });
  });
});
