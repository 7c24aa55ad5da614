import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { factSchema, isChildFact, type Fact, type FactType } from '@chess-quest/protocol/facts';
import type { Database, Tx } from '../db/client';
import { outboxDeliveries, outboxFacts } from '../db/schema/outbox';

/**
 * The event outbox (decision 010). Services write facts with `record(tx, …)` inside the
 * transaction that made the change; each fact gets one delivery row per subscriber of its
 * type. The dispatcher (./dispatcher.ts) hands deliveries to subscribers exactly once.
 */

/** What a subscriber's handler may do while its delivery is being made. */
export interface DeliveryContext {
  /** The delivery's own transaction: what the handler writes commits with "delivered". */
  tx: Tx;
  /** Writes further facts in the same transaction (e.g. an achievement unlocked). */
  record(facts: Fact | readonly Fact[]): Promise<void>;
  /** Runs after the delivery committed (socket pushes); never for a rolled-back try. */
  afterCommit(effect: () => void | Promise<void>): void;
}

export interface FactSubscriber {
  /** Stable and unique: stored with each delivery row. */
  name: string;
  /** The fact types it reacts to. */
  handles: readonly FactType[];
  /**
   * Reacts to one fact inside the delivery's transaction. Throwing rolls back what it wrote;
   * the delivery is retried later with back-off. It must tolerate facts about a child that
   * no longer exists (return without doing anything).
   */
  handle(fact: Fact, context: DeliveryContext): Promise<void>;
}

/** What a service needs: writes facts in its own transaction. */
export interface FactLog {
  record(tx: Tx | Database, facts: Fact | readonly Fact[]): Promise<void>;
}

/** PostgreSQL delivers a NOTIFY on this channel at commit: every node's dispatcher wakes. */
export const OUTBOX_CHANNEL = 'cq_outbox';

export class Outbox implements FactLog {
  private readonly subscribers = new Map<string, FactSubscriber>();
  private readonly recordListeners: ((facts: readonly Fact[]) => void)[] = [];

  /**
   * Called with each batch of facts as it is written, inside the writing transaction (before
   * its commit): the session cache forgets the facts' accounts, so a read that follows the
   * request that wrote them (a GET that settled a subscription) reads the rows again.
   */
  onRecord(listener: (facts: readonly Fact[]) => void): void {
    this.recordListeners.push(listener);
  }

  /** Subscribers are registered at start-up, before any request is served. */
  subscribe(subscriber: FactSubscriber): void {
    if (this.subscribers.has(subscriber.name)) throw new Error(`fact subscriber ${subscriber.name} registered twice`);
    this.subscribers.set(subscriber.name, subscriber);
  }

  subscriber(name: string): FactSubscriber | undefined {
    return this.subscribers.get(name);
  }

  subscriberNames(): string[] {
    return [...this.subscribers.keys()];
  }

  private subscribersOf(type: FactType): string[] {
    return [...this.subscribers.values()].filter((s) => s.handles.includes(type)).map((s) => s.name);
  }

  async record(tx: Tx | Database, input: Fact | readonly Fact[]): Promise<void> {
    const facts = (Array.isArray(input) ? input : [input]) as readonly Fact[];
    if (facts.length === 0) return;
    // A fact is a contract: a service that builds a wrong one fails its own transaction.
    const parsed = facts.map((fact) => factSchema.parse(fact));
    for (const listener of this.recordListeners) listener(parsed);
    const rows = await tx
      .insert(outboxFacts)
      .values(
        parsed.map((fact) => ({
          type: fact.type,
          payload: fact,
          childId: isChildFact(fact) ? fact.childId : null,
          accountId: fact.accountId,
        })),
      )
      .returning({ id: outboxFacts.id, type: outboxFacts.type });
    const deliveries = rows.flatMap((row) => this.subscribersOf(row.type as FactType).map((subscriber) => ({ factId: row.id, subscriber })));
    if (deliveries.length === 0) return;
    await tx.insert(outboxDeliveries).values(deliveries);
    await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  }
}

export interface PendingDelivery {
  factId: number;
  subscriber: string;
  attempts: number;
  payload: unknown;
}

/** Claims up to `limit` due deliveries for these subscribers; rows another node holds are skipped. */
export function claimDue(tx: Tx, subscribers: readonly string[], limit: number, now: Date): Promise<PendingDelivery[]> {
  return tx
    .select({
      factId: outboxDeliveries.factId,
      subscriber: outboxDeliveries.subscriber,
      attempts: outboxDeliveries.attempts,
      payload: outboxFacts.payload,
    })
    .from(outboxDeliveries)
    .innerJoin(outboxFacts, eq(outboxFacts.id, outboxDeliveries.factId))
    .where(
      and(
        isNull(outboxDeliveries.doneAt),
        isNull(outboxDeliveries.failedAt),
        // PostgreSQL keeps microseconds and a JS Date milliseconds: a delivery written in this
        // very millisecond is due too.
        lte(outboxDeliveries.dueAt, new Date(now.getTime() + 1)),
        inArray(outboxDeliveries.subscriber, [...subscribers]),
      ),
    )
    .orderBy(asc(outboxDeliveries.dueAt), asc(outboxDeliveries.factId))
    .limit(limit)
    .for('update', { of: outboxDeliveries, skipLocked: true });
}

export function deliveryKey(delivery: Pick<PendingDelivery, 'factId' | 'subscriber'>) {
  return and(eq(outboxDeliveries.factId, delivery.factId), eq(outboxDeliveries.subscriber, delivery.subscriber));
}

/**
 * Drops every fact about a child (with its deliveries) ahead of erasing the child, in the
 * erasing transaction. Taken first, so a delivery under way for the child finishes before
 * the child's own rows are locked: otherwise the cascade from the profile would wait on the
 * delivery while the delivery waits on the profile.
 */
export async function forgetFactsOf(tx: Tx, childId: string): Promise<void> {
  await tx.delete(outboxFacts).where(eq(outboxFacts.childId, childId));
}
