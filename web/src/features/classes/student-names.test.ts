import { describe, expect, it } from 'vitest';
import { CLASS_MAX_NEW_STUDENTS } from '@chess-quest/protocol/classes';
import { parseStudentNames } from './student-names';

describe('parseStudentNames', () => {
  it('takes one name a line or comma-separated, trimmed, blank lines skipped, in order', () => {
    expect(parseStudentNames("  Ada \n\nBen,  Chloé  Marie ;Zoë\tO'Neil", 40)).toEqual({
      names: ['Ada', 'Ben', 'Chloé Marie', 'Zoë', "O'Neil"],
      problems: [],
    });
  });

  it('keeps two children with the same name (usernames tell them apart)', () => {
    expect(parseStudentNames('Sam\nSam', 40)).toEqual({ names: ['Sam', 'Sam'], problems: [] });
  });

  it('names the entries that are not first names', () => {
    const parsed = parseStudentNames('Ada\nR2D2\n-Bob', 40);
    expect(parsed.names).toEqual(['Ada', 'R2D2', '-Bob']);
    expect(parsed.problems).toHaveLength(2);
    expect(parsed.problems[0]).toMatch(/^“R2D2”: a first name may contain only letters/);
  });

  it('asks for at least one name, and refuses more than fit', () => {
    expect(parseStudentNames(' \n ', 40).problems).toEqual(['Type at least one first name.']);
    expect(parseStudentNames('Ada\nBen\nCy', 2).problems).toEqual(['This class has room for 2 more students.']);
    expect(parseStudentNames('Ada', 0).problems).toEqual(['This class is full.']);
    const many = Array.from({ length: CLASS_MAX_NEW_STUDENTS + 1 }, (_, i) => `Kid${'abcdefghijklmnopqrstuvwxyz'[i % 26]}`).join('\n');
    expect(parseStudentNames(many, 40).problems).toEqual([`Add at most ${CLASS_MAX_NEW_STUDENTS} students at once.`]);
  });
});
