import { eq } from 'drizzle-orm';
import type { Fact, FactType } from '@chess-quest/protocol/facts';
import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { levelTitle } from '@chess-quest/protocol/progress';
import { LEVEL_TITLES_ES } from '@chess-quest/protocol/progress.es';
import type { RewardPush } from '@chess-quest/protocol/achievements';
import { dailyTemplates } from '../../content/achievements/daily-challenges';
import { localizeText } from '../../content/i18n/localize';
import { childProfiles } from '../../db/schema/accounts';
import { localeOf } from '../../domain/accounts';
import type { FactSubscriber } from '../../events/outbox';
import { badgeTexts } from './badge-texts';
import { parentRoom, playerRoom, type GatewayServer } from '../../realtime/kernel';

const REWARD_FACTS = [
  'achievement.unlocked',
  'medal.earned',
  'badge.earned',
  'level.reached',
  'daily_challenge.completed',
] as const satisfies readonly FactType[];

/** A level's words in a language: "Level 2 · Castle Guard" (decision 033), "Nivel 2 · Guardia del castillo". */
function levelWords(level: number, locale: Locale): string {
  if (locale === 'es') {
    const index = Math.min(Math.max(1, Math.floor(level)), LEVEL_TITLES_ES.length) - 1;
    return `Nivel ${level} · ${LEVEL_TITLES_ES[index]!}`;
  }
  return `Level ${level} · ${levelTitle(level)}`;
}

/** The daily challenge's template by its English title (the fact names the day's row, not the template). */
const dailyTemplateByTitle = new Map(dailyTemplates.map((template) => [template.title, template.id]));

/** The celebration a child sees for a reward fact, in the child's language; null for any other fact. */
export function rewardPushOf(fact: Fact, locale: Locale = SOURCE_LOCALE): RewardPush | null {
  const base = { at: fact.at };
  switch (fact.type) {
    case 'achievement.unlocked': {
      const title = localizeText('achievements', fact.achievementId, 'title', fact.title, locale);
      return { ...base, kind: 'achievement', childId: fact.childId, title, icon: fact.icon, points: fact.points, xp: fact.xp };
    }
    case 'medal.earned': {
      const title = localizeText('medals', fact.medalId, 'name', fact.name, locale);
      return { ...base, kind: 'medal', childId: fact.childId, title, icon: fact.icon, points: fact.points, xp: fact.xp };
    }
    case 'badge.earned': {
      const title = badgeTexts({ badgeName: fact.badgeName, description: '' }, locale).badgeName;
      return { ...base, kind: 'badge', childId: fact.childId, title, icon: fact.badgeIcon, points: 0, xp: 0 };
    }
    case 'level.reached':
      // The same words as the dashboard: "Level 2" and its name (decision 033).
      return {
        ...base,
        kind: 'level',
        childId: fact.childId,
        title: levelWords(fact.level, locale),
        icon: 'glowing-star',
        points: 0,
        xp: 0,
      };
    case 'daily_challenge.completed': {
      const template = dailyTemplateByTitle.get(fact.title);
      const title = template ? localizeText('daily-challenges', template, 'title', fact.title, locale) : fact.title;
      return { ...base, kind: 'daily_challenge', childId: fact.childId, title, icon: 'bullseye', points: fact.points, xp: fact.xp };
    }
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
    async handle(fact, { tx, afterCommit }) {
      if (!('childId' in fact)) return;
      // The celebration speaks the child's language (issue 27).
      const [child] = await tx.select().from(childProfiles).where(eq(childProfiles.id, fact.childId));
      const push = rewardPushOf(fact, child ? localeOf(child) : SOURCE_LOCALE);
      if (!push || !('accountId' in fact)) return;
      const accountId = fact.accountId;
      afterCommit(() => {
        io.to(playerRoom(push.childId)).emit('reward:earned', push);
        io.to(parentRoom(accountId)).emit('account:activity', { childId: push.childId, kind: `reward.${push.kind}`, at: push.at });
      });
    },
  };
}
