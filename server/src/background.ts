/**
 * Every piece of background work a node does, started and stopped from one place
 * (server.ts): the outbox dispatcher, the multiplayer sweeper, presence, the billing
 * settlement and session pruning. Each job says how it stops; stopping waits for a run
 * under way, so nothing writes after the database closes.
 */
export interface BackgroundJob {
  name: string;
  start(): void | Promise<void>;
  stop(): Promise<void>;
}

/** A job that runs `task` every `intervalMs`, never twice at once; a failure is reported and the next run goes on. */
export function everyInterval(
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown, job: string) => void,
): BackgroundJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  return {
    name,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        running ??= task()
          .then(() => undefined)
          .catch((error: unknown) => onError(error, name))
          .finally(() => {
            running = null;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

/** A job that runs `task` once, in the background, after start; stopping waits for it. */
export function runOnce(name: string, task: () => Promise<unknown>, onError: (error: unknown, job: string) => void): BackgroundJob {
  let running: Promise<void> | null = null;
  return {
    name,
    start() {
      running ??= task()
        .then(() => undefined)
        .catch((error: unknown) => onError(error, name));
    },
    async stop() {
      await running;
    },
  };
}

export class BackgroundJobs {
  private readonly jobs: BackgroundJob[] = [];
  private started: BackgroundJob[] = [];

  add(job: BackgroundJob): this {
    if (this.jobs.some((j) => j.name === job.name)) throw new Error(`background job ${job.name} added twice`);
    this.jobs.push(job);
    return this;
  }

  names(): string[] {
    return this.jobs.map((job) => job.name);
  }

  async startAll(): Promise<void> {
    for (const job of this.jobs) {
      await job.start();
      this.started.push(job);
    }
  }

  /**
   * In reverse order of starting; every job is asked to stop even if one fails. A job that
   * has not stopped within `graceMs` (a run stuck on a lost connection) is given up on and
   * named in the error, so a node's shutdown is bounded and says what held it.
   */
  async stopAll(graceMs = 10_000): Promise<void> {
    const failures: unknown[] = [];
    for (const job of this.started.reverse()) {
      let timer: NodeJS.Timeout | undefined;
      const overdue = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`background job ${job.name} did not stop within ${graceMs} ms`)), graceMs);
        timer.unref();
      });
      await Promise.race([job.stop(), overdue])
        .catch((error: unknown) => failures.push(error))
        .finally(() => clearTimeout(timer));
    }
    this.started = [];
    if (failures.length > 0) throw new AggregateError(failures, 'background jobs failed to stop');
  }
}
