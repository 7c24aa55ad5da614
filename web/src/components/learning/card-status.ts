import type { LessonModule, StoryChapter, UserModule, UserStory } from '@chess-quest/protocol/catalog';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pointsForLevel } from '@chess-quest/protocol/plans';
import { i18n } from '../../lib/i18n';

/**
 * Spec §4 "Module or chapter card" states. Lessons, story and dashboard cards all read them
 * from here, so a card says the same thing wherever it appears.
 */
export type ModuleCardStatus =
  | { kind: 'locked'; label: string }
  | { kind: 'completed'; action: 'Review' }
  | { kind: 'in-progress'; progress: number; action: 'Continue' }
  | { kind: 'new'; action: 'Start' };

// The `action` values are keys: the card shows actionText(action), in the reader's language.
/* eslint-disable lingui/no-unlocalized-strings */
export function moduleCardStatus(
  module: Pick<LessonModule, 'requiredLevel'>,
  userModule: Pick<UserModule, 'completed' | 'progress'> | undefined,
  level: number,
): ModuleCardStatus {
  if (level < module.requiredLevel) {
    const previous = module.requiredLevel - 1;
    return { kind: 'locked', label: i18n._(msg`Complete Level ${previous}`) };
  }
  if (userModule?.completed) return { kind: 'completed', action: 'Review' };
  if (userModule && userModule.progress > 0) {
    return { kind: 'in-progress', progress: userModule.progress, action: 'Continue' };
  }
  return { kind: 'new', action: 'Start' };
}

export type ChapterCardStatus =
  | {
      kind: 'locked';
      /** Spec §4 'Requires Level N', then the child's own level and the points still to earn. */
      label: string;
      yourLevel: string;
      pointsToGo: number | null;
      /** Also premium for this free player: paying alone would not open it. */
      premiumToo: boolean;
    }
  | { kind: 'premium'; action: 'Upgrade to Play' }
  | { kind: 'completed'; action: 'Replay Chapter' }
  | { kind: 'in-progress'; progress: number; action: 'Continue' }
  | { kind: 'new'; action: 'Start' };

/**
 * A level lock comes first: upgrading would not open a chapter the child has not reached yet,
 * so the card says the level it opens at, the child's own level and the points to go (the
 * rule of protocol/plans, which the server enforces). The card still wears its 'Premium'
 * badge either way.
 */
export function chapterCardStatus(
  chapter: Pick<StoryChapter, 'requiredLevel' | 'isPremium'>,
  userStory: Pick<UserStory, 'completed' | 'progress'> | undefined,
  level: number,
  isPremiumUser: boolean,
  points: number | null = null,
): ChapterCardStatus {
  if (level < chapter.requiredLevel) {
    const required = chapter.requiredLevel;
    return {
      kind: 'locked',
      label: i18n._(msg`Requires Level ${required}`),
      yourLevel: i18n._(msg`you are Level ${level}`),
      pointsToGo: points === null ? null : Math.max(1, pointsForLevel(chapter.requiredLevel) - points),
      premiumToo: chapter.isPremium && !isPremiumUser,
    };
  }
  if (chapter.isPremium && !isPremiumUser) return { kind: 'premium', action: 'Upgrade to Play' };
  if (userStory?.completed) return { kind: 'completed', action: 'Replay Chapter' };
  if (userStory && userStory.progress > 0) {
    return { kind: 'in-progress', progress: userStory.progress, action: 'Continue' };
  }
  return { kind: 'new', action: 'Start' };
}

/** The chapters by chapter number, however the server ordered them. */
export function sortChapters(chapters: readonly StoryChapter[]): StoryChapter[] {
  return [...chapters].sort((a, b) => a.chapterNumber - b.chapterNumber);
}

/** The first chapters by chapter number (the dashboard's story preview). */
export function firstChapters(chapters: readonly StoryChapter[], count: number): StoryChapter[] {
  return sortChapters(chapters).slice(0, count);
}

/** Overall progress of a list: how many are completed and the mean of their percentages. */
export function overallProgress(
  total: number,
  records: readonly Pick<UserModule, 'completed' | 'progress'>[],
): { completed: number; total: number; percent: number } {
  if (total <= 0) return { completed: 0, total: 0, percent: 0 };
  const completed = records.filter((r) => r.completed).length;
  const sum = records.reduce((acc, r) => acc + (r.completed ? 100 : Math.min(100, Math.max(0, r.progress))), 0);
  return { completed: Math.min(completed, total), total, percent: Math.min(100, Math.round(sum / total)) };
}
/* eslint-enable lingui/no-unlocalized-strings */

/** A card's button words (its `action`), in the reader's language. */
const ACTION_TEXTS: Record<ModuleCardAction | ChapterCardAction, MessageDescriptor> = {
  Review: msg`Review`,
  Continue: msg`Continue`,
  Start: msg`Start`,
  'Upgrade to Play': msg`Upgrade to Play`,
  'Replay Chapter': msg`Replay Chapter`,
};
type ModuleCardAction = Extract<ModuleCardStatus, { action: string }>['action'];
type ChapterCardAction = Extract<ChapterCardStatus, { action: string }>['action'];

export function actionText(action: ModuleCardAction | ChapterCardAction): string {
  return i18n._(ACTION_TEXTS[action]);
}
