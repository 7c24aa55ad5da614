import { describe, expect, it } from 'vitest';
import { queenLostEarly, leadingCleanSolves } from './insight-rules';
import { assessSkills, levelFromPerformance, openingScore, puzzlePerformance, type History, type PuzzleTry } from './skills';

const empty: History = { puzzles: [], lessons: [], games: [] };
const forks = (n: number, rating: number, clean: number): PuzzleTry[] =>
  Array.from({ length: n }, (_, i) => ({ themes: ['fork', 'short'], rating, clean: i < clean }));
const skill = (history: History, name: string) => assessSkills(history).find((a) => a.skillName === name)!;

describe('the skill mapping (docs/skills.md)', () => {
  it('follows Lichess: performance = average rating − 500 + 1000 × first-try rate (smoothed), then 150 points a level', () => {
    expect(puzzlePerformance(forks(10, 600, 10))).toBeCloseTo(600 - 500 + (1000 * 11) / 12, 6);
    expect(puzzlePerformance(forks(10, 800, 5))).toBe(800);
    expect(levelFromPerformance(100)).toBe(1);
    expect(levelFromPerformance(1100)).toBe(7);
    expect(levelFromPerformance(800)).toBe(5);
    expect(levelFromPerformance(5000)).toBe(10);
    expect(levelFromPerformance(-300)).toBe(1);
  });

  it('gives level 1 and no confidence without evidence', () => {
    for (const a of assessSkills(empty)) expect(a).toMatchObject({ level: 1, confidence: 0, strengths: [], weaknesses: [] });
  });

  it('raises forks, and only forks, after fork puzzles solved on the first try', () => {
    const before = skill({ ...empty, puzzles: forks(4, 700, 1) }, 'forks');
    const after = skill({ ...empty, puzzles: [...forks(10, 700, 10), ...forks(4, 700, 1)] }, 'forks');
    // 200 + 1000·2/6 = 533 → level 3, and 4 of 5 tries count: 1 + 2·0.8 = 2.6 → 3.
    expect(levelFromPerformance(700 - 500 + (1000 * 2) / 6)).toBe(3);
    expect(before.level).toBe(3);
    expect(before.weaknesses).toEqual(['Puzzles about forks often need another try.']);
    expect(after.level).toBe(levelFromPerformance(700 - 500 + (1000 * 12) / 16)); // 950 → 6
    expect(after.level).toBe(6);
    expect(after.confidence).toBe(70);
    expect(after.strengths).toEqual(['You solve puzzles about forks on the first try 79% of the time.']);
    expect(skill({ ...empty, puzzles: forks(10, 700, 10) }, 'checkmates').level).toBe(1);
    // One puzzle is little evidence: 200 + 1000·2/3 = 867 → level 6, counted at 1/5: 1 + 5/5 = 2.
    expect(skill({ ...empty, puzzles: forks(1, 700, 1) }, 'forks').level).toBe(2);
  });

  it('weighs lessons (at most level 6) with puzzles by their evidence', () => {
    const lessons = [{ moduleId: 'tactics', title: 'First Tricks', stars: [3, 3, 3, 3, 3, 3, 3, 3, 3, 3] }];
    const onlyLesson = skill({ ...empty, lessons }, 'forks');
    expect(onlyLesson).toMatchObject({ level: 6, confidence: 50, strengths: ["Three stars in every step of 'First Tricks'."] });
    // 10 lesson steps at level 6 and 10 clean fork puzzles at 700 (200 + 1000·11/12 = 1117, level 7): (6·10 + 7·10) / 20 = 6.5 → 7.
    expect(skill({ ...empty, lessons, puzzles: forks(10, 700, 10) }, 'forks').level).toBe(7);
    const halfDone = skill({ ...empty, lessons: [{ moduleId: 'tactics', title: 'First Tricks', stars: [1, 1, 0, 0] }] }, 'forks');
    expect(halfDone.level).toBe(clampRound(1 + (5 * 0.5 * 1) / 3));
    expect(halfDone.weaknesses).toEqual(["Finish the lesson 'First Tricks'."]);
  });

  it('reads opening principles and the clock from games', () => {
    const castles = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'Nc3', 'Nf6', 'O-O', 'O-O', 'd3', 'd6', 'h3', 'h6', 'a3', 'a6', 'b3', 'b6', 'g3', 'g6'];
    expect(openingScore({ source: 'ai', colour: 'white', moves: castles, result: 'win', reason: 'checkmate' })).toEqual({
      castled: true,
      developed: true,
      queenPatient: true,
    });
    const queenRush = [
      'e4',
      'e5',
      'Qh5',
      'Nc6',
      'Qf3',
      'Nf6',
      'Qb3',
      'd5',
      'Qxb7',
      'Bxb7',
      'a3',
      'a6',
      'b3',
      'b6',
      'c3',
      'c6',
      'd3',
      'd6',
      'f3',
      'f6',
    ];
    const games = [
      { source: 'live' as const, colour: 'white' as const, moves: castles, result: 'win' as const, reason: 'checkmate' },
      { source: 'live' as const, colour: 'white' as const, moves: queenRush, result: 'loss' as const, reason: 'timeout' },
    ];
    const opening = skill({ ...empty, games }, 'opening-principles');
    // Scores 3 and 0 (no castling, one minor piece out, the queen out at once): average 1.5 → 1 + 9·1.5/3 = 5.5 → 6.
    expect(opening.level).toBe(6);
    expect(opening.strengths).toEqual(['You castled in 1 of your last 2 games.']);
    const clock = skill({ ...empty, games }, 'clock-handling');
    expect(clock).toMatchObject({ level: 5, weaknesses: ['You ran out of time in 1 of 2 live games: keep an eye on your clock.'] });
  });

  it('sees streaks and a queen lost early', () => {
    expect(leadingCleanSolves([{ clean: true }, { clean: true }, { clean: false }, { clean: true }])).toBe(2);
    expect(queenLostEarly(['e4', 'e5', 'Qh5', 'Nc6', 'Qxf7+', 'Kxf7'], 'white')).toBe(true);
    expect(queenLostEarly(['e4', 'e5', 'Qh5', 'Nc6', 'Qxf7+', 'Kxf7'], 'black')).toBe(false);
  });
});

function clampRound(value: number) {
  return Math.max(1, Math.min(6, Math.round(value)));
}
