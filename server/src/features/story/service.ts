import { and, eq } from 'drizzle-orm';
import {
  LEARNING_MESSAGES,
  storyPageSchema,
  type CompleteStepResponse,
  type StoryChapterDetail,
  type StoryPage,
} from '@chess-quest/protocol/lessons';
import { replayStep } from '@chess-quest/protocol/lessons/step-engine';
import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import type { Database } from '../../db/client';
import { localize, localizeText } from '../../content/i18n/localize';
import { STORY_SPEAKERS } from '../../content/story/index';
import type { FactLog } from '../../events/outbox';
import { storyChapters } from '../../db/schema/content';
import { userStory } from '../../db/schema/progress';
import { illegalMove, locked, notFound, premiumRequired } from '../../http/errors';
import { isPremium } from '../../domain/premium';
import { awardPoints, recordActivity, type Learner } from '../../domain/learner';
import { recordStars } from '../../domain/star-progress';

export interface Reader {
  accountId: string;
  child: { id: string; level: number };
  subscriptionStatus: string;
}

export interface StoryDeps {
  db: Database;
  facts: FactLog;
  now?: () => Date;
}

export type StoryService = ReturnType<typeof createStoryService>;

export function createStoryService(deps: StoryDeps) {
  return {
    getChapterDetail: (reader: Reader, chapterId: string, locale: Locale = 'en') => getChapterDetail(deps.db, reader, chapterId, locale),
    completeChallenge: (reader: Reader, chapterId: string, index: number, moves: string[], today: string) =>
      completeChallenge(deps, reader, chapterId, index, moves, today),
  };
}

interface ChapterContent {
  points: number;
  pages: StoryPage[];
}

async function loadChapter(db: Database, reader: Reader, chapterId: string) {
  const [row] = await db.select().from(storyChapters).where(eq(storyChapters.id, chapterId));
  if (!row) throw notFound('No such chapter.');
  // Spec §6: chapters after the third are premium; the server enforces it, not only the cards.
  if (row.isPremium && !isPremium(reader.subscriptionStatus)) {
    throw premiumRequired(LEARNING_MESSAGES.chapterPremium).because('story.chapterPremium');
  }
  if (reader.child.level < row.requiredLevel) {
    throw locked(LEARNING_MESSAGES.chapterLocked(row.requiredLevel)).because('story.chapterLocked', { level: row.requiredLevel });
  }
  const content = row.content as unknown as ChapterContent;
  const pages = content.pages.map((page) => storyPageSchema.parse(page));
  const challenges = pages.flatMap((page) => (page.type === 'challenge' ? [page.step] : []));
  const challengePages = pages.flatMap((page, pageIndex) => (page.type === 'challenge' ? [pageIndex] : []));
  return { row, points: content.points, pages, challenges, challengePages };
}

/** The chapter in the child's language: its texts are overlaid as they leave (decision record 047). */
async function getChapterDetail(db: Database, reader: Reader, chapterId: string, locale: Locale): Promise<StoryChapterDetail> {
  const { row, points, pages, challenges } = await loadChapter(db, reader, chapterId);
  const [progress] = await db
    .select()
    .from(userStory)
    .where(and(eq(userStory.childId, reader.child.id), eq(userStory.chapterId, chapterId)));
  const detail = localize(
    'story',
    {
      id: row.id,
      chapterNumber: row.chapterNumber,
      title: row.title,
      description: row.description,
      requiredLevel: row.requiredLevel,
      isPremium: row.isPremium,
      points,
      pages,
      challengeStars: challenges.map((_, i) => progress?.challengeStars[i] ?? 0),
      progress: progress?.progress ?? 0,
      completed: progress?.completed ?? false,
    },
    locale,
  );
  if (locale === SOURCE_LOCALE) return detail;
  // The web names an English speaker from its id; in another language each narrative page says the name.
  return {
    ...detail,
    pages: detail.pages.map((page) => (page.type === 'narrative' ? { ...page, speakerName: speakerNameIn(page.speaker, locale) } : page)),
  };
}

/** A story speaker's name in a language (the id itself for a speaker the cast does not know). */
function speakerNameIn(speaker: string, locale: Locale): string {
  const english = (STORY_SPEAKERS as Record<string, { name: string } | undefined>)[speaker]?.name ?? speaker;
  return localizeText('story-speakers', `speaker/${speaker}`, 'name', english, locale);
}

/** A solved challenge is a `story.page.completed` fact; the chapter's first completion, `story.chapter.completed`. */
async function completeChallenge(
  { db, facts, now = () => new Date() }: StoryDeps,
  reader: Reader,
  chapterId: string,
  index: number,
  moves: string[],
  today: string,
): Promise<CompleteStepResponse> {
  const { row, points, challenges, challengePages } = await loadChapter(db, reader, chapterId);
  const step = challenges[index];
  if (!step) throw notFound('No such challenge in this chapter.');
  const result = replayStep(step, moves);
  if (!result.done || result.stars < 1) throw illegalMove(LEARNING_MESSAGES.stepNotSolved);
  const childId = reader.child.id;
  const learner: Learner = { accountId: reader.accountId, childId };

  return db.transaction(async (tx) => {
    await tx.insert(userStory).values({ childId, chapterId }).onConflictDoNothing();
    const where = and(eq(userStory.childId, childId), eq(userStory.chapterId, chapterId));
    const [current] = await tx.select().from(userStory).where(where).for('update');
    if (!current) throw new Error('user story row missing');
    const { stepStars, progress, completed } = recordStars(current.challengeStars, challenges.length, index, result.stars);
    const payNow = completed && !current.pointsAwarded;
    await tx
      .update(userStory)
      .set({ challengeStars: stepStars, progress, completed, pointsAwarded: current.pointsAwarded || payNow })
      .where(where);
    if (payNow) await awardPoints(tx, childId, points);
    const at = now().toISOString();
    await facts.record(tx, {
      type: 'story.page.completed',
      ...learner,
      at,
      day: today,
      chapterId,
      page: challengePages[index] ?? index,
      challenge: true,
    });
    if (payNow) {
      await facts.record(tx, { type: 'story.chapter.completed', ...learner, at, chapterId, chapterNumber: row.chapterNumber, points });
    }
    await recordActivity(tx, facts, learner, today, now());
    return { stars: result.stars, stepStars, progress, completed, pointsAwarded: payNow ? points : 0 };
  });
}
