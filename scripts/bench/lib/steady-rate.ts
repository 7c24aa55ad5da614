import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './stats';

export interface SteadyResult {
  /** Latency percentiles in ms, each counted from the moment the request was due. */
  p50: number;
  p99: number;
  max: number;
  /** Requests answered per second over the measured window. */
  rps: number;
  /** Answers that were not 2xx/304, and requests that failed. */
  errors: number;
}

/**
 * An open-loop load at a steady rate: one request every 1000/rate ms, each on a keep-alive
 * socket of a pool, whether or not the earlier ones were answered. autocannon's `overallRate`
 * is not that: each connection sends its share of a second back to back at the start of the
 * second (a burst of `rate` requests, then silence), and its coordinated-omission correction
 * counts every answer over 1 ms as many late ones, so its p99 measured the burst, not a steady
 * load. A latency here runs from when the request was due, so a stalled sender counts too.
 * The first `warmupSeconds` (sockets opening) are sent but not counted.
 */
export async function steadyRate(
  url: string,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
  warmupSeconds = 1,
): Promise<SteadyResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const interval = 1000 / rate;
  const warmup = Math.round(rate * warmupSeconds);
  const total = warmup + Math.round(rate * seconds);
  const latencies: number[] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let firstCounted = Number.NaN;
  let lastAnswer = start;
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (i === warmup) firstCounted = due;
    const counted = i >= warmup;
    pending.push(
      new Promise<void>((resolve) => {
        const request = http.get(url, { agent, headers }, (response) => {
          response.resume();
          response.on('end', () => {
            const now = performance.now();
            lastAnswer = Math.max(lastAnswer, now);
            const status = response.statusCode ?? 0;
            if (counted) {
              latencies.push(now - due);
              if (!((status >= 200 && status < 300) || status === 304)) errors += 1;
            }
            resolve();
          });
        });
        request.on('error', () => {
          if (counted) errors += 1;
          resolve();
        });
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    rps: latencies.length / ((lastAnswer - firstCounted) / 1000),
    errors,
  };
}
