import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { markShown, pageReadsWait } from './use-page-reads';

function answerLater<T>(value: T | Error, ms: number): () => Promise<T> {
  return () => new Promise<T>((resolve, reject) => setTimeout(() => (value instanceof Error ? reject(value) : resolve(value)), ms));
}

const settledWithin = async (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('a page waiting for its first reads', () => {
  const undo: (() => void)[] = [];
  afterEach(() => undo.splice(0).forEach((u) => u()));

  it('waits for every read, one promise for every render, and has them all in the cache after', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reads = [
      { queryKey: ['a'], queryFn: answerLater('first', 30) },
      { queryKey: ['b'], queryFn: answerLater('second', 60) },
    ];
    const wait = pageReadsWait(client, 'page-1', reads, 5_000);
    expect(wait).not.toBeNull();
    expect(pageReadsWait(client, 'page-1', reads, 5_000)).toBe(wait);
    expect(await settledWithin(wait!, 40)).toBe(false);
    await wait;
    expect(client.getQueryData(['a'])).toBe('first');
    expect(client.getQueryData(['b'])).toBe('second');
    expect(pageReadsWait(client, 'page-1', reads, 5_000)).toBeNull();
  });

  it('counts a failed read as answered, so its section can show its own error', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reads = [
      { queryKey: ['ok'], queryFn: answerLater('fine', 10) },
      { queryKey: ['broken'], queryFn: answerLater(new Error('no'), 10) },
    ];
    await pageReadsWait(client, 'page-2', reads, 5_000);
    expect(client.getQueryState(['broken'])?.status).toBe('error');
    expect(pageReadsWait(client, 'page-2', reads, 5_000)).toBeNull();
  });

  it('stops waiting at the cap, and does not wait again for the read still out', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reads = [{ queryKey: ['slow'], queryFn: answerLater('late', 400) }];
    const wait = pageReadsWait(client, 'page-3', reads, 50)!;
    expect(await settledWithin(wait, 200)).toBe(true);
    expect(client.getQueryData(['slow'])).toBeUndefined();
    // The next render gets the finished wait back, not a new one.
    expect(pageReadsWait(client, 'page-3', reads, 50)).toBe(wait);
  });

  it('never waits once the page is on screen', () => {
    const client = new QueryClient();
    undo.push(markShown('page-4'));
    expect(pageReadsWait(client, 'page-4', [{ queryKey: ['x'], queryFn: answerLater(1, 10) }])).toBeNull();
  });
});
