import { describe, expect, it } from 'vitest';
import {
  achievementUnlockedFact,
  badgeEarnedFact,
  dailyChallengeCompletedFact,
  levelReachedFact,
  medalEarnedFact,
} from '@chess-quest/protocol/facts';
import { achievementCatalog } from '../../content/achievements/achievements';
import { dailyTemplates } from '../../content/achievements/daily-challenges';
import { medalCatalog } from '../../content/achievements/medals';
import { translationOf } from '../../content/i18n/kinds';
import { rewardPushOf } from './pushes';

// The celebration a child sees when a reward arrives, in the child's language (issue 27).

const who = { accountId: 'a', childId: 'c', at: '2026-11-27T21:00:00.000Z' };
const achievement = achievementCatalog.find((entry) => entry.badge)!;
const medal = medalCatalog[0]!;
const daily = dailyTemplates[0]!;

const facts = {
  achievement: achievementUnlockedFact.parse({
    type: 'achievement.unlocked',
    ...who,
    achievementId: achievement.id,
    title: achievement.title,
    icon: achievement.icon,
    category: achievement.category,
    rarity: achievement.rarity,
    points: 1,
    xp: 1,
  }),
  medal: medalEarnedFact.parse({
    type: 'medal.earned',
    ...who,
    medalId: medal.id,
    name: medal.name,
    icon: medal.icon,
    tier: medal.rarity,
    points: 1,
    xp: 1,
  }),
  badge: badgeEarnedFact.parse({ type: 'badge.earned', ...who, badgeName: achievement.title, badgeIcon: achievement.icon, badgeColor: 'amber' }),
  level: levelReachedFact.parse({ type: 'level.reached', ...who, level: 3 }),
  daily: dailyChallengeCompletedFact.parse({
    type: 'daily_challenge.completed',
    ...who,
    day: '2026-11-27',
    challengeId: 'row-1',
    title: daily.title,
    points: 1,
    xp: 1,
  }),
};

describe('reward pushes in the child language', () => {
  it('says each reward in Spanish', () => {
    expect(rewardPushOf(facts.achievement, 'es')?.title).toBe(translationOf('achievements', 'es')![achievement.id]!.title);
    expect(rewardPushOf(facts.medal, 'es')?.title).toBe(translationOf('medals', 'es')![medal.id]!.name);
    expect(rewardPushOf(facts.badge, 'es')?.title).toBe(translationOf('achievements', 'es')![achievement.id]!.title);
    expect(rewardPushOf(facts.level, 'es')?.title).toBe('Nivel 3 · Guardia del castillo');
    expect(rewardPushOf(facts.daily, 'es')?.title).toBe(translationOf('daily-challenges', 'es')![daily.id]!.title);
  });

  it('keeps English as the facts say it', () => {
    expect(rewardPushOf(facts.achievement)?.title).toBe(achievement.title);
    expect(rewardPushOf(facts.medal, 'en')?.title).toBe(medal.name);
    expect(rewardPushOf(facts.level, 'en')?.title).toBe('Level 3 · Castle Guard');
    expect(rewardPushOf(facts.daily, 'en')?.title).toBe(daily.title);
  });
});
