import { describe, expect, it } from 'vitest';
import { BackgroundJobs, type BackgroundJob } from './background';

function job(name: string, stop: () => Promise<void>, log: string[]): BackgroundJob {
  return {
    name,
    start: () => {
      log.push(`start ${name}`);
    },
    stop: async () => {
      log.push(`stop ${name}`);
      await stop();
    },
  };
}

describe('BackgroundJobs', () => {
  it('stops in reverse order and asks every job even when one fails', async () => {
    const log: string[] = [];
    const jobs = new BackgroundJobs()
      .add(job('a', async () => undefined, log))
      .add(job('b', async () => Promise.reject(new Error('b broke')), log))
      .add(job('c', async () => undefined, log));
    await jobs.startAll();
    await expect(jobs.stopAll()).rejects.toThrow('background jobs failed to stop');
    expect(log).toEqual(['start a', 'start b', 'start c', 'stop c', 'stop b', 'stop a']);
  });

  it('gives up on a job that does not stop within the grace, names it, and still stops the rest', async () => {
    const log: string[] = [];
    const jobs = new BackgroundJobs().add(job('first', async () => undefined, log)).add(job('stuck', () => new Promise<void>(() => undefined), log));
    await jobs.startAll();
    const started = performance.now();
    const failure = await jobs.stopAll(50).then(
      () => null,
      (error: unknown) => error,
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(failure).toBeInstanceOf(AggregateError);
    expect((failure as AggregateError).errors.map((e: Error) => e.message)).toEqual(['background job stuck did not stop within 50 ms']);
    expect(log).toEqual(['start first', 'start stuck', 'stop stuck', 'stop first']);
  });

  it('refuses a job added twice', () => {
    const jobs = new BackgroundJobs().add(job('x', async () => undefined, []));
    expect(() => jobs.add(job('x', async () => undefined, []))).toThrow('background job x added twice');
  });
});
