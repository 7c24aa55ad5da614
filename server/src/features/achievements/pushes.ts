import type { Fact, FactType } from '@chess-quest/protocol/facts';
import { levelTitle } from '@chess-quest/protocol/progress';
import type { RewardPush } from '@chess-quest/protocol/achievements';
import type { FactSubscriber } from '../../events/outbox';
import { parentRoom, playerRoom, type GatewayServer } from '../../realtime/kernel';

const REWARD_FACTS = [
  'achievement.unlocked',
  'medal.earned',
  'badge.earned',
  'level.reached',
  'daily_challenge.completed',
] as const satisfies readonly FactType[];

/** The celebration a child sees for a reward fact; null for any other fact. */
export function rewardPushOf(fact: Fact): RewardPush | null {
  const base = { at: fact.at };
  switch (fact.type) {
    case 'achievement.unlocked':
      return { ...base, kind: 'achievement', childId: fact.childId, title: fact.title, icon: fact.icon, points: fact.points, xp: fact.xp };
    case 'medal.earned':
      return { ...base, kind: 'medal', childId: fact.childId, title: fact.name, icon: fact.icon, points: fact.points, xp: fact.xp };
    case 'badge.earned':
      return { ...base, kind: 'badge', childId: fact.childId, title: fact.badgeName, icon: fact.badgeIcon, points: 0, xp: 0 };
    case 'level.reached':
      // The same words as the dashboard: "Level 2" and its name (decision 033).
      return {
        ...base,
        kind: 'level',
        childId: fact.childId,
        title: `Level ${fact.level} · ${levelTitle(fact.level)}`,
        icon: 'glowing-star',
        points: 0,
        xp: 0,
      };
    case 'daily_challenge.completed':
      return { ...base, kind: 'daily_challenge', childId: fact.childId, title: fact.title, icon: 'bullseye', points: fact.points, xp: fact.xp };
    default:
      return null;
  }
}

/**
 * Pushes each reward to the child's sockets (the celebration, on any screen) and tells the
 * parent's tabs, after the delivery committed: a push is never sent for a rolled-back try.
 */
export function createRewardPushSubscriber(io: Pick<GatewayServer, 'to'>): FactSubscriber {
  return {
    name: 'reward-pushes',
    handles: REWARD_FACTS,
    async handle(fact, { afterCommit }) {
      const push = rewardPushOf(fact);
      if (!push || !('accountId' in fact)) return;
      const accountId = fact.accountId;
      afterCommit(() => {
        io.to(playerRoom(push.childId)).emit('reward:earned', push);
        io.to(parentRoom(accountId)).emit('account:activity', { childId: push.childId, kind: `reward.${push.kind}`, at: push.at });
      });
    },
  };
}
