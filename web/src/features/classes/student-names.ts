import { CLASS_MAX_NEW_STUDENTS, studentFirstNameSchema } from '@chess-quest/protocol/classes';

export interface ParsedNames {
  /** The names to send, as typed (trimmed), in the teacher's order. */
  names: string[];
  /** Sentences for the teacher about what cannot be sent; empty when all is well. */
  problems: string[];
}

/**
 * The teacher's list of first names: one per line, or separated by commas (pasted from a
 * spreadsheet column or a register). Blank lines are skipped; each name is checked with the
 * protocol's rule so the form says which one is wrong before anything is sent.
 */
export function parseStudentNames(text: string, room: number): ParsedNames {
  const names = text
    .split(/[\n,;\t]+/)
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter((name) => name !== '');
  const problems: string[] = [];
  for (const name of names) {
    const checked = studentFirstNameSchema.safeParse(name);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? '';
      problems.push(`“${name}”: ${message.replace(/^firstName /, 'a first name ')}`);
    }
  }
  if (names.length === 0) problems.push('Type at least one first name.');
  if (names.length > CLASS_MAX_NEW_STUDENTS) problems.push(`Add at most ${CLASS_MAX_NEW_STUDENTS} students at once.`);
  else if (names.length > room) {
    problems.push(room > 0 ? `This class has room for ${room} more student${room === 1 ? '' : 's'}.` : 'This class is full.');
  }
  return { names, problems };
}
