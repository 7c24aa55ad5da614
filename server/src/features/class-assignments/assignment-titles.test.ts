import { describe, expect, it } from 'vitest';
import { storyChapters } from '../../content/story/index';
import { translationOf } from '../../content/i18n/kinds';
import { assignmentTitleIn } from './service';

// A class assignment keeps the English title it was made with; a Spanish-speaking student reads it in Spanish (issue 27).

type Row = Parameters<typeof assignmentTitleIn>[0];
const row = (fields: Partial<Row>): Row => ({ moduleId: null, chapterId: null, challengeId: null, title: '', ...fields }) as Row;

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

  it('keeps English, and a puzzle set, as made', () => {
    expect(assignmentTitleIn(row({ moduleId: 'the-rook', title: 'The Rook' }), 'en')).toBe('The Rook');
    expect(assignmentTitleIn(row({ title: '3 chosen puzzles' }), 'es')).toBe('3 chosen puzzles');
  });
});
