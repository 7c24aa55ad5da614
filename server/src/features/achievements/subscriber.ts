import { isChildFact } from '@chess-quest/protocol/facts';
import type { FactSubscriber } from '../../events/outbox';
import { REWARDED_FACTS } from './effects';
import { applyFact } from './ledger';

/**
 * The rewards reaction: every fact a child's activity leaves pays what it is worth, in the
 * delivery's own transaction (so "delivered" and "paid" commit together), and what it
 * unlocks is recorded as new facts in that transaction for the celebration push.
 */
export function createRewardsSubscriber(): FactSubscriber {
  return {
    name: 'rewards',
    handles: REWARDED_FACTS,
    async handle(fact, { tx, record }) {
      if (!isChildFact(fact)) return;
      await applyFact(tx, fact, { record: (facts) => record(facts), backfill: false });
    },
  };
}
