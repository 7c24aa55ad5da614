import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts, childProfiles } from './accounts';
import { createdAt, tstz } from './columns';

/**
 * The event outbox (decision 010): a fact is written here in the same transaction as the
 * change it describes, with one delivery row per subscriber that wants its type. A
 * dispatcher on every node claims deliveries (FOR UPDATE SKIP LOCKED) and marks each done
 * in the subscriber's own transaction, so a reaction happens exactly once and is never
 * lost when a node dies between the commit and the reaction.
 */
export const outboxFacts = pgTable(
  'outbox_facts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    /** The fact as protocol/src/facts.ts defines it (validated again when delivered). */
    payload: jsonb('payload').notNull(),
    /** The child the fact is about (null for account facts); a deleted child takes its facts along. */
    childId: uuid('child_id').references(() => childProfiles.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_facts_child_idx').on(t.childId), index('outbox_facts_created_idx').on(t.createdAt)],
);

export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    factId: bigint('fact_id', { mode: 'number' })
      .notNull()
      .references(() => outboxFacts.id, { onDelete: 'cascade' }),
    subscriber: text('subscriber').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: back-off after a failure. */
    dueAt: tstz('due_at').notNull().defaultNow(),
    lastError: text('last_error'),
    doneAt: tstz('done_at'),
    /** Set when the subscriber failed too often: kept for an operator, never retried. */
    failedAt: tstz('failed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.factId, t.subscriber] }),
    // The dispatcher's one query: pending deliveries in due order.
    index('outbox_deliveries_pending_idx')
      .on(t.dueAt, t.factId)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
