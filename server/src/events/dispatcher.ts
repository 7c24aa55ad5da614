import { and, isNotNull, lt, sql } from 'drizzle-orm';
import { factSchema, type Fact } from '@chess-quest/protocol/facts';
import type { DatabaseHandle } from '../db/client';
import { outboxDeliveries, outboxFacts } from '../db/schema/outbox';
import { claimDue, deliveryKey, OUTBOX_CHANNEL, type Outbox, type PendingDelivery } from './outbox';

export interface DispatcherOptions {
  /** Deliveries handled in one run before the dispatcher looks again (each in its own transaction). */
  batchSize?: number;
  /** Polled this often even without a NOTIFY (a node that missed one, or a retry that fell due). */
  pollMs?: number;
  /** Back-off before try n+1 after n failures; capped. */
  backoffMs?: (attempts: number) => number;
  /** After this many failed tries a delivery is set aside (failed_at) for an operator. */
  maxAttempts?: number;
  /** Delivered facts are deleted this long after every delivery of theirs is done. */
  retainMs?: number;
  onError?: (error: unknown, delivery: PendingDelivery) => void;
  /**
   * After a delivery committed (its handler may have changed the fact's account or child):
   * the node's session cache forgets the account (decision record 022).
   */
  afterDelivery?: (fact: Fact) => void;
  now?: () => Date;
}

export interface Dispatcher {
  /** Delivers everything due now; resolves when nothing due is left (tests and shutdown use it). */
  drain(): Promise<number>;
  /** Asks for a run soon (after a local commit). */
  nudge(): void;
  start(): Promise<void>;
  /** Stops polling and waits for a run under way. */
  stop(): Promise<void>;
}

const DEFAULTS = {
  batchSize: 20,
  pollMs: 1000,
  backoffMs: (attempts: number) => Math.min(60_000, 250 * 2 ** Math.max(0, attempts - 1)),
  maxAttempts: 12,
  retainMs: 7 * 24 * 60 * 60 * 1000,
};
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Hands outbox deliveries to their subscribers, exactly once across every node: a delivery
 * is claimed with FOR UPDATE SKIP LOCKED (two nodes never hold the same row), the handler
 * runs in a savepoint of the claiming transaction (one delivery per transaction) and the
 * row is marked done in it, so the reaction and "done" commit together. A node that dies mid-way rolls both back and
 * releases the row for another node; a handler that throws is retried with back-off.
 */
export function createDispatcher(database: DatabaseHandle, outbox: Outbox, options: DispatcherOptions = {}): Dispatcher {
  const { db } = database;
  const settings = { ...DEFAULTS, ...options };
  const now = options.now ?? (() => new Date());
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let lastPrune = 0;

  /**
   * Claims and delivers one due delivery in its own transaction; false when none is due.
   * One at a time: a transaction that held several children's rows at once could deadlock
   * with a request locking the same rows in another order.
   */
  const deliverOne = async (names: string[]): Promise<boolean> => {
    const effects: Array<() => void | Promise<void>> = [];
    let delivered: Fact | null = null;
    const claimed = await db.transaction(async (tx) => {
      const [delivery] = await claimDue(tx, names, 1, now());
      if (!delivery) return false;
      const subscriber = outbox.subscriber(delivery.subscriber);
      if (!subscriber) return true;
      try {
        await tx.transaction(async (savepoint) => {
          const fact = factSchema.parse(delivery.payload);
          await subscriber.handle(fact, {
            tx: savepoint,
            record: (facts) => {
              again = true;
              return outbox.record(savepoint, facts);
            },
            afterCommit: (effect) => effects.push(effect),
          });
          await savepoint
            .update(outboxDeliveries)
            .set({ doneAt: now(), attempts: delivery.attempts + 1, lastError: null })
            .where(deliveryKey(delivery));
          delivered = fact;
        });
      } catch (error) {
        effects.length = 0;
        delivered = null;
        const attempts = delivery.attempts + 1;
        const giveUp = attempts >= settings.maxAttempts;
        await tx
          .update(outboxDeliveries)
          .set({
            attempts,
            lastError: String(error instanceof Error ? (error.stack ?? error.message) : error).slice(0, 2000),
            dueAt: new Date(now().getTime() + settings.backoffMs(attempts)),
            failedAt: giveUp ? now() : null,
          })
          .where(deliveryKey(delivery));
        settings.onError?.(error, delivery);
      }
      return true;
    });
    if (delivered) settings.afterDelivery?.(delivered);
    for (const effect of effects) {
      try {
        await effect();
      } catch (error) {
        settings.onError?.(error, { factId: 0, subscriber: 'after-commit', attempts: 0, payload: null });
      }
    }
    return claimed;
  };

  /** Up to `batchSize` deliveries, each in its own transaction; answers how many were claimed. */
  const deliverBatch = async (): Promise<number> => {
    const names = outbox.subscriberNames();
    if (names.length === 0) return 0;
    let claimed = 0;
    while (claimed < settings.batchSize && (await deliverOne(names))) claimed += 1;
    return claimed;
  };

  const prune = async () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    const before = new Date(now().getTime() - settings.retainMs);
    // A fact goes when it is old and no delivery of it is still pending.
    await db
      .delete(outboxFacts)
      .where(
        and(
          lt(outboxFacts.createdAt, before),
          sql`not exists (select 1 from ${outboxDeliveries} where ${outboxDeliveries.factId} = ${outboxFacts.id} and ${outboxDeliveries.doneAt} is null)`,
        ),
      );
    await db.delete(outboxDeliveries).where(and(isNotNull(outboxDeliveries.failedAt), lt(outboxDeliveries.failedAt, before)));
  };

  const runAll = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      again = false;
      const claimed = await deliverBatch();
      total += claimed;
      if (claimed < settings.batchSize && !again) break;
    }
    return total;
  };

  const drain = (): Promise<number> => {
    if (running) {
      // A run is under way: make it look again, and wait for it.
      again = true;
      return running;
    }
    running = runAll().finally(() => {
      running = null;
    });
    return running;
  };

  const tick = () => {
    if (stopped) return;
    drain()
      .then(() => (stopped ? undefined : prune()))
      .catch((error: unknown) => settings.onError?.(error, { factId: 0, subscriber: 'dispatcher', attempts: 0, payload: null }))
      .finally(schedule);
  };
  const schedule = () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, settings.pollMs);
    timer.unref();
  };

  const nudge = () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, 0);
    timer.unref();
  };

  return {
    drain,
    nudge,
    async start() {
      if (!stopped) return;
      stopped = false;
      unlisten = await database.listen(OUTBOX_CHANNEL, nudge);
      nudge();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await unlisten?.();
      unlisten = null;
      await running?.catch(() => undefined);
    },
  };
}
