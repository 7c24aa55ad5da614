import { describe, expect, it } from 'vitest';
import type { AssignmentTarget } from '@chess-quest/protocol/class-assignments';
import {
  assignmentPath,
  choiceLabel,
  dateInputValue,
  dueFromDateInput,
  dueInWords,
  dueRange,
  isOverdue,
  puzzleProgress,
  studentOrder,
} from './assignment-logic';

const target = (overrides: Partial<AssignmentTarget> = {}): AssignmentTarget => ({
  moduleId: null,
  chapterId: null,
  challengeId: null,
  theme: null,
  puzzleCount: null,
  puzzleIds: null,
  ...overrides,
});

describe('assignment logic', () => {
  it('opens each kind where it is played', () => {
    expect(assignmentPath('lesson_module', target({ moduleId: 'the-rook' }))).toBe('/lessons/the-rook');
    expect(assignmentPath('story_chapter', target({ chapterId: 'chapter 1' }))).toBe('/story/chapter%201');
    expect(assignmentPath('mini_challenge', target({ challengeId: 'quick-light-up' }))).toBe('/multiplayer/mini/quick-light-up');
    expect(assignmentPath('puzzle_set', target({ theme: 'fork', puzzleCount: 3 }))).toBe('/puzzles');
  });

  it('says when it is due in local calendar days', () => {
    const now = new Date(2026, 10, 27, 10, 0);
    expect(dueInWords(new Date(2026, 10, 27, 23, 59).toISOString(), now)).toBe('Due today');
    expect(dueInWords(new Date(2026, 10, 27, 9, 0).toISOString(), now)).toBe('Was due today');
    expect(dueInWords(new Date(2026, 10, 28, 0, 30).toISOString(), now)).toBe('Due tomorrow');
    expect(dueInWords(new Date(2026, 11, 4, 8, 0).toISOString(), now)).toBe('Due in 7 days');
    expect(dueInWords(new Date(2026, 10, 26, 23, 0).toISOString(), now)).toBe('Was due yesterday');
    expect(dueInWords(new Date(2026, 10, 20, 12, 0).toISOString(), now)).toBe('Was due 7 days ago');
    expect(isOverdue(new Date(2026, 10, 27, 9, 59).toISOString(), now)).toBe(true);
    expect(isOverdue(new Date(2026, 10, 27, 10, 1).toISOString(), now)).toBe(false);
  });

  it('counts a puzzle set, capped at its size, and nothing for other kinds', () => {
    expect(puzzleProgress({ kind: 'puzzle_set', target: target({ puzzleCount: 5 }), puzzlesSolved: 2 })).toBe('2 of 5 puzzles');
    expect(puzzleProgress({ kind: 'puzzle_set', target: target({ puzzleCount: 1 }), puzzlesSolved: 3 })).toBe('1 of 1 puzzle');
    expect(puzzleProgress({ kind: 'lesson_module', target: target({ moduleId: 'x' }), puzzlesSolved: 0 })).toBeNull();
  });

  it('puts what is left first (soonest due), then the latest done ones', () => {
    const a = { id: 'a', dueAt: '2026-12-03T00:00:00Z', completedAt: null };
    const b = { id: 'b', dueAt: '2026-12-01T00:00:00Z', completedAt: null };
    const c = { id: 'c', dueAt: '2026-11-30T00:00:00Z', completedAt: '2026-11-25T00:00:00Z' };
    const d = { id: 'd', dueAt: '2026-11-29T00:00:00Z', completedAt: '2026-11-26T00:00:00Z' };
    const e = { id: 'e', dueAt: '2026-11-28T00:00:00Z', completedAt: '2026-11-20T00:00:00Z' };
    expect(studentOrder([c, a, e, b, d]).map((x) => x.id)).toEqual(['b', 'a', 'd', 'c', 'e']);
    expect(studentOrder([c, a, e, b, d], 1).map((x) => x.id)).toEqual(['b', 'a', 'd']);
  });

  it('turns a chosen day into the end of that local day, and refuses what is no date', () => {
    const due = dueFromDateInput('2026-12-05');
    expect(due).not.toBeNull();
    const back = new Date(due!);
    expect([back.getFullYear(), back.getMonth(), back.getDate(), back.getHours(), back.getMinutes()]).toEqual([2026, 11, 5, 23, 59]);
    expect(dueFromDateInput('2026-02-30')).toBeNull();
    expect(dueFromDateInput('tomorrow')).toBeNull();
    expect(dueFromDateInput('')).toBeNull();
  });

  it('says a choice locked by level or plan', () => {
    expect(choiceLabel({ title: 'The Rook', requiredLevel: 1, premium: false })).toBe('The Rook');
    expect(choiceLabel({ title: 'The Queen', requiredLevel: 3, premium: false })).toBe('The Queen (from level 3)');
    expect(choiceLabel({ title: 'Chapter 5: Ice', requiredLevel: 4, premium: true })).toBe('Chapter 5: Ice (from level 4, Premium)');
    expect(choiceLabel({ title: 'Light Up!' })).toBe('Light Up!');
  });

  it('offers today to within a year', () => {
    const now = new Date(2026, 10, 27, 10, 0);
    expect(dueRange(now)).toEqual({ min: '2026-11-27', max: dateInputValue(new Date(2027, 10, 26, 10, 0)) });
  });
});
