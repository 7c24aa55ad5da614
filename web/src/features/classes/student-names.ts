import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
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
      const reason = message.replace(/^firstName /, i18n._(msg`a first name `));
      problems.push(i18n._(msg`“${name}”: ${reason}`));
    }
  }
  const most = CLASS_MAX_NEW_STUDENTS;
  if (names.length === 0) problems.push(i18n._(msg`Type at least one first name.`));
  if (names.length > most) problems.push(i18n._(msg`Add at most ${most} students at once.`));
  else if (names.length > room) {
    problems.push(
      room > 0
        ? i18n._(msg`This class has room for ${plural(room, { one: '# more student', other: '# more students' })}.`)
        : i18n._(msg`This class is full.`),
    );
  }
  return { names, problems };
}
