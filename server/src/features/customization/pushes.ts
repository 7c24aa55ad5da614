import type { FactSubscriber } from '../../events/outbox';
import { playerRoom, type GatewayServer } from '../../realtime/kernel';

/** Tells the child's own tabs (any node) which themes it just unlocked, after the fact committed. */
export function createThemePushSubscriber(io: GatewayServer): FactSubscriber {
  return {
    name: 'theme-unlocked-push',
    handles: ['theme.unlocked'],
    handle: async (fact, { afterCommit }) => {
      if (fact.type !== 'theme.unlocked') return;
      const { childId, themes } = fact;
      afterCommit(() => {
        io.to(playerRoom(childId)).emit('theme:unlocked', { themes });
      });
    },
  };
}
