import type { StoryPage } from '@chess-quest/protocol/lessons';

/** The challenge number (0-based, challenges only) of the page at `pageIndex`, or null for a narrative page. */
export function challengeOrdinal(pages: readonly StoryPage[], pageIndex: number): number | null {
  if (pages[pageIndex]?.type !== 'challenge') return null;
  return pages.slice(0, pageIndex).filter((p) => p.type === 'challenge').length;
}

/** Page index of each challenge, in order. */
export function challengePages(pages: readonly StoryPage[]): number[] {
  return pages.flatMap((page, index) => (page.type === 'challenge' ? [index] : []));
}

function firstUndoneChallengePage(pages: readonly StoryPage[], challengeStars: readonly number[]): number | null {
  const undone = challengePages(pages).find((_, ordinal) => (challengeStars[ordinal] ?? 0) <= 0);
  return undone ?? null;
}

/**
 * Where a chapter opens. New or completed: the first page. Half done: the story just after the
 * last challenge before the first unfinished one, so the child reads what leads up to it.
 */
export function resumePage(pages: readonly StoryPage[], challengeStars: readonly number[]): number {
  if (!challengeStars.some((s) => s > 0)) return 0;
  const undone = firstUndoneChallengePage(pages, challengeStars);
  if (undone === null) return 0;
  let start = undone;
  while (start > 0 && pages[start - 1]?.type !== 'challenge') start -= 1;
  return start;
}

/** Where "Next" goes: the next page, or after the last one an unfinished challenge, or 'finished'. */
export function nextPage(pages: readonly StoryPage[], pageIndex: number, challengeStars: readonly number[]): number | 'finished' {
  if (pageIndex + 1 < pages.length) return pageIndex + 1;
  return firstUndoneChallengePage(pages, challengeStars) ?? 'finished';
}

/** A challenge page can be left forward only once it has stars; story pages always can. */
export function canGoForward(pages: readonly StoryPage[], pageIndex: number, challengeStars: readonly number[]): boolean {
  const ordinal = challengeOrdinal(pages, pageIndex);
  return ordinal === null || (challengeStars[ordinal] ?? 0) > 0;
}
