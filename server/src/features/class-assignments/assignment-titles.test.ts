import { describe, expect, it } from 'vitest';
import { storyChapters } from '../../content/story/index';
import { translationOf } from '../../content/i18n/kinds';
import { assignmentTitleIn } from './service';

// A class assignment keeps the English title it was made with; a Spanish-speaking student reads it in Spanish (issue 27).

type Row = Parameters<typeof assignmentTitleIn>[0];
const row = (fields: Partial<Row>): Row =>
  ({ moduleId: null, chapterId: null, challengeId: null, puzzleTheme: null, puzzleCount: null, puzzleIds: null, title: '', ...fields }) as Row;

describe('assignment titles', () => {
  it("says a lesson's, a chapter's and a challenge's title in Spanish", () => {
    expect(assignmentTitleIn(row({ moduleId: 'the-rook', title: 'The Rook' }), 'es')).toBe('La torre');
    const chapter = storyChapters[2]!;
    const es = translationOf('story', 'es')![chapter.id]!.title;
    expect(assignmentTitleIn(row({ chapterId: chapter.id, title: `Chapter 3: ${chapter.title}` }), 'es')).toBe(`Capítulo 3: ${String(es)}`);
    expect(assignmentTitleIn(row({ challengeId: 'quick-light-up', title: 'Light Up!' }), 'es')).toBe(
      translationOf('mini-challenges', 'es')!['quick-light-up']!.title,
    );
  });

  it("says a puzzle set's title in Spanish from its count and theme, with the plural", () => {
    expect(assignmentTitleIn(row({ puzzleIds: ['p1', 'p2', 'p3'], puzzleCount: 3, title: '3 chosen puzzles' }), 'es')).toBe('3 problemas elegidos');
    expect(assignmentTitleIn(row({ puzzleIds: ['p1'], puzzleCount: 1, title: '1 chosen puzzle' }), 'es')).toBe('1 problema elegido');
    expect(assignmentTitleIn(row({ puzzleTheme: 'fork', puzzleCount: 5, title: '5 puzzles: fork' }), 'es')).toBe('5 problemas: fork');
    expect(assignmentTitleIn(row({ puzzleTheme: 'fork', puzzleCount: 1, title: '1 puzzle: fork' }), 'es')).toBe('1 problema: fork');
  });

  it('keeps English as made', () => {
    expect(assignmentTitleIn(row({ moduleId: 'the-rook', title: 'The Rook' }), 'en')).toBe('The Rook');
    expect(assignmentTitleIn(row({ puzzleIds: ['p1', 'p2', 'p3'], puzzleCount: 3, title: '3 chosen puzzles' }), 'en')).toBe('3 chosen puzzles');
    expect(assignmentTitleIn(row({ title: 'Something else' }), 'es')).toBe('Something else');
  });
});
