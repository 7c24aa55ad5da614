import { describe, expect, it } from 'vitest';
import type { LessonStep, StoryPage } from '@chess-quest/protocol/lessons';
import { canGoForward, challengeOrdinal, challengePages, nextPage, resumePage } from './story-pages';

const step: LessonStep = {
  kind: 'explain',
  id: 'x',
  title: 'T',
  instruction: 'Look.',
  successText: 'Yes!',
  fen: '8/8/8/8/8/8/8/8 w - - 0 1',
  highlights: [],
};
const story = (text: string): StoryPage => ({ type: 'narrative', speaker: 'narrator', text, art: 'castle' });
const challenge: StoryPage = { type: 'challenge', step };

// 0 story, 1 story, 2 challenge A, 3 story, 4 challenge B, 5 story
const pages: StoryPage[] = [story('a'), story('b'), challenge, story('c'), challenge, story('d')];

describe('story pages', () => {
  it('numbers challenges among challenges only', () => {
    expect(challengePages(pages)).toEqual([2, 4]);
    expect(challengeOrdinal(pages, 2)).toBe(0);
    expect(challengeOrdinal(pages, 4)).toBe(1);
    expect(challengeOrdinal(pages, 3)).toBeNull();
  });

  it('resumes with the story that leads to the first unfinished challenge', () => {
    expect(resumePage(pages, [0, 0])).toBe(0);
    expect(resumePage(pages, [3, 0])).toBe(3);
    expect(resumePage(pages, [3, 2])).toBe(0);
    expect(resumePage(pages, [0, 3])).toBe(0);
  });

  it('goes on page by page, then back to an unfinished challenge, then finishes', () => {
    expect(nextPage(pages, 1, [0, 0])).toBe(2);
    expect(nextPage(pages, 5, [3, 0])).toBe(4);
    expect(nextPage(pages, 5, [3, 1])).toBe('finished');
  });

  it('holds the child on a challenge until it has stars', () => {
    expect(canGoForward(pages, 2, [0, 0])).toBe(false);
    expect(canGoForward(pages, 2, [1, 0])).toBe(true);
    expect(canGoForward(pages, 3, [0, 0])).toBe(true);
  });
});
