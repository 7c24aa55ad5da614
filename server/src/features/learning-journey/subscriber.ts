import { eq } from 'drizzle-orm';
import { isChildFact } from '@chess-quest/protocol/facts';
import { childProfiles } from '../../db/schema/accounts';
import type { FactSubscriber } from '../../events/outbox';
import { writeInsights } from './insights';
import { applyFactToReview } from './review';
import { applyFactToPaths } from './step-progress';
import { STEP_FACT_TYPES } from './step-rules';

/**
 * The learning journey's reaction to what a child did: path steps move and insights are
 * written in the fact's delivery transaction, so each happens exactly once (decision 010).
 */
export function createJourneySubscriber(): FactSubscriber {
  return {
    name: 'journey',
    handles: STEP_FACT_TYPES,
    async handle(fact, { tx }) {
      if (!isChildFact(fact)) return;
      // A child deleted since the fact: nothing to move, nothing to tell.
      const [child] = await tx.select({ id: childProfiles.id }).from(childProfiles).where(eq(childProfiles.id, fact.childId));
      if (!child) return;
      const completions = await applyFactToPaths(tx, fact);
      await applyFactToReview(tx, fact);
      await writeInsights(tx, fact, completions);
    },
  };
}
