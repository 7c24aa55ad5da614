import { isChildFact } from '@chess-quest/protocol/facts';
import type { FactSubscriber } from '../../events/outbox';
import { COMPLETING_FACTS, type ClassAssignmentsService } from './service';

/**
 * Completes assignments from the facts the services record (a module, a chapter, a solved
 * puzzle, a mini challenge), in the delivery's transaction; the teachers hear of each new
 * completion after it committed (the feature's socket part pushes it).
 */
export function createClassAssignmentsSubscriber(assignments: ClassAssignmentsService): FactSubscriber {
  return {
    name: 'class-assignments-completion',
    handles: COMPLETING_FACTS,
    handle: async (fact, { tx, afterCommit }) => {
      if (!isChildFact(fact)) return;
      const completions = await assignments.recordFact(tx, fact);
      for (const completion of completions) afterCommit(() => assignments.announce(completion));
    },
  };
}
