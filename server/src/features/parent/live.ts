import type { ChildActivity, ChildActivityKind } from '@chess-quest/protocol/parent';
import { isChildFact, type FactType } from '@chess-quest/protocol/facts';
import type { FactSubscriber } from '../../events/outbox';
import { parentRoom, type GatewayServer } from '../../realtime/kernel';

/** The facts a parent watching the dashboard hears of, and the word the dashboard shows for each. */
const KIND_OF = {
  'lesson.step.completed': 'lesson',
  'story.page.completed': 'story',
  'puzzle.attempted': 'puzzle',
  'ai.game.finished': 'game.finished',
  'multiplayer.game.finished': 'game.finished',
  'multiplayer.game.started': 'game.started',
  'multiplayer.game.aborted': 'game.aborted',
  'mini_challenge.completed': 'mini',
  'puzzle_race.finished': 'race',
} as const satisfies Partial<Record<FactType, ChildActivityKind>>;

const isLiveFact = (type: FactType): type is keyof typeof KIND_OF => type in KIND_OF;

/**
 * The parent's live view: after a child's fact is committed, every tab of its account
 * (on any node, through the adapter) is told to read the child's numbers again. One node
 * delivers each fact, so each push is sent once.
 */
export function createParentLiveSubscriber(io: GatewayServer): FactSubscriber {
  return {
    name: 'parent-live-view',
    handles: Object.keys(KIND_OF) as FactType[],
    handle: async (fact, { afterCommit }) => {
      if (!isLiveFact(fact.type) || !isChildFact(fact)) return;
      const kind = KIND_OF[fact.type];
      const { accountId, childId, at } = fact;
      const activity: ChildActivity = { childId, kind, at };
      if (fact.type === 'puzzle_race.finished') activity.place = { place: fact.place, of: fact.players };
      afterCommit(() => {
        io.to(parentRoom(accountId)).emit('account:activity', activity);
      });
    },
  };
}
