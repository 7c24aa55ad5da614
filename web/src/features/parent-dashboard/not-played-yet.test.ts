import { describe, expect, it } from 'vitest';
import { hasNotPlayedYet, type PlayedSoFar } from './not-played-yet';

const fresh = (): PlayedSoFar => ({
  lessons: { items: [] },
  story: { items: [] },
  puzzles: { tries: 0 },
  games: { played: 0, live: [] },
  achievements: [],
  coordinates: [{ best: null }, { best: null }, { best: null }, { best: null }],
  puzzleStreakBest: 0,
  time: { days: [{ seconds: 0 }, { seconds: 0 }] },
});

describe('hasNotPlayedYet (the parent dashboard welcome)', () => {
  it('welcomes a family whose child has done nothing', () => {
    expect(hasNotPlayedYet(fresh())).toBe(true);
  });

  it('still welcomes after a look around of under a minute (the first page after sign-up)', () => {
    const data = fresh();
    data.time.days = [{ seconds: 25 }, { seconds: 34 }];
    expect(hasNotPlayedYet(data)).toBe(true);
  });

  it('shows the figures once a minute of activity is counted, over the days together', () => {
    const data = fresh();
    data.time.days = [{ seconds: 30 }, { seconds: 30 }];
    expect(hasNotPlayedYet(data)).toBe(false);
  });

  it('shows the figures after any one thing done, however short', () => {
    const done: ((data: PlayedSoFar) => void)[] = [
      (d) => (d.lessons.items = [{}]),
      (d) => (d.story.items = [{}]),
      (d) => (d.puzzles.tries = 1),
      (d) => (d.games.played = 1),
      (d) => (d.games.live = [{}]),
      (d) => (d.achievements = [{}]),
      (d) => (d.coordinates = [{ best: null }, { best: 3 }]),
      (d) => (d.puzzleStreakBest = 1),
    ];
    for (const act of done) {
      const data = fresh();
      act(data);
      expect(hasNotPlayedYet(data)).toBe(false);
    }
  });
});
