import { isChildFact, type FactType } from '@chess-quest/protocol/facts';
import type { FactSubscriber } from '../../events/outbox';
import type { CustomizationService } from './service';

/** Facts after which a win, lesson or level condition may newly be met (points come with lesson, story and puzzle facts). */
const HANDLES = [
  'lesson.module.completed',
  'story.chapter.completed',
  'puzzle.attempted',
  'ai.game.finished',
  'multiplayer.game.finished',
] as const satisfies readonly FactType[];

/** "New theme unlocked!": records the themes a child's progress just opened and says so in a fact. */
export function createCustomizationSubscriber(customization: CustomizationService): FactSubscriber {
  return {
    name: 'customization-unlocks',
    handles: HANDLES,
    handle: async (fact, context) => {
      if (!isChildFact(fact)) return;
      await customization.recordMetConditions(context, fact.childId, fact.at);
    },
  };
}
