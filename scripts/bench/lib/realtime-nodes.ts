/**
 * Server nodes for the realtime benchmark: the spawner of the two-node test
 * (server/src/realtime/test-nodes.ts) and the scratch databases of the tests
 * (server/src/test/services.ts), with the
 * event-loop probe preloaded into each node.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNode, type ServerNode } from '../../../server/src/realtime/test-nodes';
import { createScratchDatabase } from '../../../server/src/test/services';
import type { ProbeSample } from './loop-probe';

const PROBE = fileURLToPath(new URL('./loop-probe.ts', import.meta.url));
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface ProbeLog {
  samples: (ProbeSample & { at: number })[];
}

export interface Cluster {
  databaseUrl: string;
  nodes: ServerNode[];
  probes: ProbeLog[];
  close(): Promise<void>;
}

export interface ScenarioOptions {
  basePort: number;
  secret: string;
  origin: string;
  cpuProfileDir: string | null;
  /** More environment for every node (it wins over the defaults, e.g. LOG_LEVEL). */
  env?: Record<string, string>;
  /** Each line a node writes to stdout other than the probe's, with the node's index. */
  onLine?: (node: number, line: string) => void;
}

export async function startScenarioNodes(
  count: number,
  { basePort, secret, origin, cpuProfileDir, env: extraEnv, onLine }: ScenarioOptions,
): Promise<Cluster> {
  const database = await createScratchDatabase('cq_bench');
  const probes: ProbeLog[] = [];
  const nodes: ServerNode[] = [];
  const close = async () => {
    await Promise.allSettled(nodes.map((node) => node.stop()));
    // The tail of each node's log (warnings and errors), for a look after the run.
    nodes.forEach((node, index) => {
      const lines = node
        .output()
        .split('\n')
        .filter((line) => !line.startsWith('BENCH_PROBE '));
      writeFileSync(path.join(tmpdir(), `chess-quest-bench-node-${basePort + index}.log`), lines.join('\n'));
    });
    await database.drop();
  };
  try {
    // One after the other: the first applies the migrations, the others find none pending.
    for (let i = 0; i < count; i++) {
      const probe: ProbeLog = { samples: [] };
      probes.push(probe);
      const env: Record<string, string> = {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url,
        SESSION_SECRET: secret,
        PUBLIC_URL: origin,
        ENGINE_POOL_SIZE: '1',
        ...(count > 1 ? { REDIS_URL } : { REDIS_URL: '' }),
        ...extraEnv,
      };
      nodes.push(
        await startNode(basePort + i, env, {
          nodeArgs: ['--import', PROBE, ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [])],
          onLine: (line) => {
            if (line.startsWith('BENCH_PROBE ')) {
              probe.samples.push({ ...(JSON.parse(line.slice(12)) as ProbeSample), at: performance.now() });
            } else onLine?.(i, line);
          },
        }),
      );
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { databaseUrl: database.url, nodes, probes, close };
}

/**
 * Ctrl-C or a time-out (SIGINT, SIGTERM) during a run: closes the bots, stops the nodes and
 * drops the run's database before leaving (exit 130). `release`, for the run's `finally`, takes
 * the handlers away and does the same clean-up without leaving.
 */
export function closeOnInterrupt(cluster: Cluster, bots: readonly { close(): void }[], log: (text: string) => void): { release(): Promise<void> } {
  const interrupted = () => {
    log('interrupted: stopping the nodes');
    for (const bot of bots) bot.close();
    void cluster.close().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  return {
    async release() {
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      for (const bot of bots) bot.close();
      await cluster.close();
      log('nodes stopped, database dropped');
    },
  };
}
