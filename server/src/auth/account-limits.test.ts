import { describe, expect, it } from 'vitest';
import { boundedWork, createAccountLimits } from './account-limits';

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

describe('password checks bounded per address', () => {
  it('refuses a third check from one address while two run, not another address, and frees the place when one ends', async () => {
    const limits = createAccountLimits(null);
    const releases: (() => void)[] = [];
    const slow = () =>
      new Promise<string>((resolve) => {
        releases.push(() => resolve('checked'));
      });
    const first = limits.checkPassword('203.0.113.7', slow);
    const second = limits.checkPassword('203.0.113.7', slow);
    // PASSWORD_CHECKS_PER_ADDRESS (2) are running: the third from that address is refused at once.
    expect(await limits.checkPassword('203.0.113.7', slow)).toBeNull();
    // Another address still gets its check.
    const elsewhere = limits.checkPassword('198.51.100.20', slow);
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(3);
    releases.shift()!();
    expect(await first).toEqual({ result: 'checked' });
    const third = limits.checkPassword('203.0.113.7', slow);
    await new Promise((resolve) => setImmediate(resolve));
    while (releases.length > 0) releases.shift()!();
    expect(await Promise.all([second, elsewhere, third])).toEqual([{ result: 'checked' }, { result: 'checked' }, { result: 'checked' }]);
  });

  it('does not bound per address when address limits are off (behind a proxy that hides addresses)', async () => {
    const limits = createAccountLimits(null, false);
    const releases: (() => void)[] = [];
    const slow = () =>
      new Promise<string>((resolve) => {
        releases.push(() => resolve('checked'));
      });
    const answers = [1, 2, 3].map(() => limits.checkPassword('203.0.113.7', slow));
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(3);
    while (releases.length > 0) releases.shift()!();
    expect(await Promise.all(answers)).toEqual([{ result: 'checked' }, { result: 'checked' }, { result: 'checked' }]);
  });
});
