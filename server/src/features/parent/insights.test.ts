import { describe, expect, it } from 'vitest';
import { findStrengths, findTopicsToPractise, weeklySummary, type WeekFacts } from './insights';

const clean = (theme: string) => ({ themes: ['oneMove', theme], clean: true });
const missed = (theme: string) => ({ themes: [theme], clean: false });

describe('parent insights', () => {
  it('names puzzle themes solved cleanly as strengths and missed ones as topics, ignoring generic tags', () => {
    const tries = [clean('fork'), clean('fork'), clean('fork'), missed('pin'), missed('pin'), clean('pin'), clean('advantage')];
    expect(findStrengths(tries, [])).toEqual(['Puzzles about forks (attacking two pieces at once): 3 solved on the first try.']);
    expect(findTopicsToPractise(tries, [])).toEqual(['Puzzles about pins: 2 needed more than one try.']);
  });

  it('needs at least two results before naming a theme', () => {
    expect(findStrengths([clean('fork')], [])).toEqual([]);
    expect(findTopicsToPractise([missed('pin')], [])).toEqual([]);
  });

  it('uses lesson stars: top stars are a strength, low stars or a half-done lesson a topic', () => {
    const lessons = [
      { title: 'The Rook', completed: true, stepStars: [3, 3, 2] },
      { title: 'The Knight', completed: true, stepStars: [1, 1, 2] },
      { title: 'Check', completed: false, stepStars: [3, 0, 0] },
      { title: 'The Pawn', completed: false, stepStars: [0, 0] },
    ];
    expect(findStrengths([], lessons)).toEqual(['Finished the lesson “The Rook” with top stars.']);
    expect(findTopicsToPractise([], lessons)).toEqual([
      'Replay the lesson “The Knight” to earn more stars.',
      'Finish the lesson “Check”, it is under way.',
    ]);
  });

  const inMinutes = (minutes: number[]) => minutes.map((m) => ({ seconds: m * 60, played: m > 0 }));
  const week: WeekFacts = {
    firstName: 'Leo',
    days: inMinutes([0, 20, 0, 25, 0, 0, 15]),
    recommended: { min: 30, max: 45 },
    puzzlesSolved: 4,
    puzzlesTried: 6,
    lessonsPractised: 2,
    chaptersPractised: 1,
    gamesPlayed: 1,
    gamesWon: 1,
    achievementsEarned: 0,
    streak: 1,
  };

  it('writes the week in plain sentences and compares time with the advice for the age', () => {
    expect(weeklySummary(week)).toEqual([
      'Leo played on 3 days this week, 60 minutes in all: about 20 minutes a day, a little under the 30-45 minutes we suggest for this age.',
      'Learning: worked on 2 lessons and 1 story chapter.',
      'Puzzles: 4 solved out of 6 tries.',
      'Games: 1 game played, 1 won.',
    ]);
    expect(weeklySummary({ ...week, days: inMinutes([60, 60, 0, 0, 0, 0, 0]) })[0]).toContain('more than the 30-45 minutes');
    expect(weeklySummary({ ...week, days: inMinutes([35, 0, 0, 0, 0, 0, 0]) })[0]).toContain('right within the 30-45 minutes');
  });

  it('says so plainly when the child did not play', () => {
    const idle = { ...week, days: inMinutes([0, 0, 0, 0, 0, 0, 0]), puzzlesTried: 0, lessonsPractised: 0, chaptersPractised: 0, gamesPlayed: 0 };
    expect(weeklySummary(idle)).toEqual(['Leo has not played Chess Quest in the last 7 days.']);
  });

  it('counts a day with a game or a puzzle as played, even under a minute', () => {
    const days = [{ seconds: 0, played: true }, { seconds: 20, played: true }, ...inMinutes([0, 0, 0, 0, 0])];
    expect(weeklySummary({ ...week, days })[0]).toBe('Leo played on 2 days this week, less than a minute in all.');
  });
});
