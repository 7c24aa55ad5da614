/**
 * Preloaded into each server node by the realtime benchmark (`node --import tsx --import
 * <this file> server/src/main.ts`): once a second it prints the node's event-loop delay,
 * CPU share and memory on stdout as `BENCH_PROBE {json}`, without touching the server code.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ProbeSample {
  loopP50Ms: number;
  loopP99Ms: number;
  loopMaxMs: number;
  /** Share of one core spent by this process during the second (1 = a whole core). */
  cpu: number;
  rssMb: number;
  /** V8 heap in use (the soak watches it for growth). */
  heapUsedMb: number;
}

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
let cpu = process.cpuUsage();
let at = performance.now();

setInterval(() => {
  const used = process.cpuUsage(cpu);
  const now = performance.now();
  const sample: ProbeSample = {
    loopP50Ms: histogram.percentile(50) / 1e6,
    loopP99Ms: histogram.percentile(99) / 1e6,
    loopMaxMs: histogram.max / 1e6,
    cpu: (used.user + used.system) / 1000 / (now - at),
    rssMb: process.memoryUsage().rss / 1048576,
    heapUsedMb: process.memoryUsage().heapUsed / 1048576,
  };
  process.stdout.write(`BENCH_PROBE ${JSON.stringify(sample)}\n`);
  histogram.reset();
  cpu = process.cpuUsage();
  at = now;
}, 1000).unref();
