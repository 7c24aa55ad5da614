import { beforeEach, describe, expect, it } from 'vitest';
import type { StudentCard } from '@chess-quest/protocol/classes';
import { mergeCards, usePrintedCards } from './printed-cards';

const card = (studentId: string, firstName: string, pictures: StudentCard['pictures']): StudentCard => ({
  studentId,
  firstName,
  username: `${firstName}Knight1`,
  profileImageUrl: null,
  pictures,
});

describe('printed cards', () => {
  beforeEach(() => usePrintedCards.setState({ byClass: {} }));

  it('adds new cards after the ones kept, and a reset student gets only the new card', () => {
    const first = mergeCards(undefined, {
      classId: 'c1',
      className: 'Chess Club',
      code: 'ABCDEF',
      cards: [card('s1', 'Ada', ['cat', 'sun', 'tree']), card('s2', 'Ben', ['dog', 'dog', 'moon'])],
    });
    const reset = mergeCards(first, {
      classId: 'c1',
      className: 'Chess Club!',
      code: 'ABCDEF',
      cards: [card('s1', 'Ada', ['fish', 'star', 'apple'])],
    });
    expect(reset.className).toBe('Chess Club!');
    expect(reset.cards.map((c) => [c.firstName, c.pictures.join(' ')])).toEqual([
      ['Ben', 'dog dog moon'],
      ['Ada', 'fish star apple'],
    ]);
  });

  it('keeps classes apart, and forgets a removed student or a whole class', () => {
    const { remember, forgetStudent, forgetClass } = usePrintedCards.getState();
    remember({
      classId: 'c1',
      className: 'A',
      code: 'AAAAAA',
      cards: [card('s1', 'Ada', ['cat', 'sun', 'tree']), card('s2', 'Ben', ['cat', 'cat', 'cat'])],
    });
    remember({ classId: 'c2', className: 'B', code: 'BBBBBB', cards: [card('s3', 'Cy', ['sun', 'sun', 'sun'])] });
    forgetStudent('c1', 's1');
    expect(usePrintedCards.getState().byClass.c1?.cards.map((c) => c.studentId)).toEqual(['s2']);
    forgetClass('c1');
    expect(Object.keys(usePrintedCards.getState().byClass)).toEqual(['c2']);
  });
});
