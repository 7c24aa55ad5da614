import { describe, expect, it } from 'vitest';
import type { StoryChapter } from '@chess-quest/protocol/catalog';
import { chapterCardStatus, firstChapters, moduleCardStatus, overallProgress } from './card-status';

describe('moduleCardStatus', () => {
  it('locks a module above the child level, naming the level to complete', () => {
    expect(moduleCardStatus({ requiredLevel: 3 }, undefined, 1)).toEqual({ kind: 'locked', label: 'Complete Level 2' });
    expect(moduleCardStatus({ requiredLevel: 3 }, { completed: true, progress: 100 }, 2).kind).toBe('locked');
  });

  it('offers Review, Continue or Start from the child progress', () => {
    expect(moduleCardStatus({ requiredLevel: 1 }, { completed: true, progress: 100 }, 1)).toEqual({
      kind: 'completed',
      action: 'Review',
    });
    expect(moduleCardStatus({ requiredLevel: 1 }, { completed: false, progress: 40 }, 2)).toEqual({
      kind: 'in-progress',
      progress: 40,
      action: 'Continue',
    });
    expect(moduleCardStatus({ requiredLevel: 1 }, { completed: false, progress: 0 }, 1)).toEqual({
      kind: 'new',
      action: 'Start',
    });
    expect(moduleCardStatus({ requiredLevel: 2 }, undefined, 2).kind).toBe('new');
  });
});

describe('chapterCardStatus', () => {
  it('asks a free player to upgrade for a premium chapter, and opens it for premium', () => {
    expect(chapterCardStatus({ requiredLevel: 1, isPremium: true }, undefined, 1, false)).toEqual({
      kind: 'premium',
      action: 'Upgrade to Play',
    });
    expect(chapterCardStatus({ requiredLevel: 1, isPremium: true }, undefined, 1, true).kind).toBe('new');
  });

  it('locks a chapter above the child level, before any upgrade prompt, with the child level and the points to go', () => {
    expect(chapterCardStatus({ requiredLevel: 4, isPremium: true }, undefined, 2, false, 1250)).toEqual({
      kind: 'locked',
      label: 'Requires Level 4',
      yourLevel: 'you are Level 2',
      pointsToGo: 1750,
      premiumToo: true,
    });
    expect(chapterCardStatus({ requiredLevel: 3, isPremium: true }, undefined, 1, true)).toMatchObject({
      pointsToGo: null,
      premiumToo: false,
    });
  });

  it('offers Replay Chapter, Continue or Start from the child progress', () => {
    const open = { requiredLevel: 1, isPremium: false };
    expect(chapterCardStatus(open, { completed: true, progress: 100 }, 1, false).kind).toBe('completed');
    expect(chapterCardStatus(open, { completed: true, progress: 100 }, 1, false)).toMatchObject({ action: 'Replay Chapter' });
    expect(chapterCardStatus(open, { completed: false, progress: 50 }, 1, false)).toEqual({
      kind: 'in-progress',
      progress: 50,
      action: 'Continue',
    });
    expect(chapterCardStatus(open, { completed: false, progress: 0 }, 1, false)).toMatchObject({ action: 'Start' });
  });
});

describe('firstChapters', () => {
  it('takes the lowest chapter numbers', () => {
    const chapter = (n: number): StoryChapter => ({
      id: `c${n}`,
      chapterNumber: n,
      title: `Chapter ${n}`,
      description: '',
      requiredLevel: 1,
      isPremium: false,
    });
    expect(firstChapters([chapter(4), chapter(1), chapter(3), chapter(2)], 3).map((c) => c.chapterNumber)).toEqual([1, 2, 3]);
  });
});

describe('overallProgress', () => {
  it('counts completed items and averages the percentages over all of them', () => {
    expect(
      overallProgress(4, [
        { completed: true, progress: 100 },
        { completed: false, progress: 50 },
      ]),
    ).toEqual({ completed: 1, total: 4, percent: 38 });
    expect(overallProgress(0, [])).toEqual({ completed: 0, total: 0, percent: 0 });
  });
});
