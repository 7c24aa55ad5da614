import { msg, plural } from '@lingui/core/macro';
import { ASSIGNMENT_MAX_DUE_DAYS, type AssignmentKind, type AssignmentTarget, type MyAssignment } from '@chess-quest/protocol/class-assignments';

import { i18n } from '../../lib/i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the student's button opens the assignment. A puzzle set opens the puzzles page. */
export function assignmentPath(kind: AssignmentKind, target: AssignmentTarget): string {
  switch (kind) {
    case 'lesson_module':
      return `/lessons/${encodeURIComponent(target.moduleId ?? '')}`;
    case 'story_chapter':
      return `/story/${encodeURIComponent(target.chapterId ?? '')}`;
    case 'mini_challenge':
      return `/multiplayer/mini/${encodeURIComponent(target.challengeId ?? '')}`;
    case 'puzzle_set':
      return '/puzzles';
  }
}

/** A choice as the form lists it: "The Queen (from level 3)", "Chapter 5: … (Premium)". */
export function choiceLabel(choice: { title: string; requiredLevel?: number; premium?: boolean }): string {
  const level = choice.requiredLevel;
  const notes = [...(level !== undefined && level > 1 ? [i18n._(msg`from level ${level}`)] : []), ...(choice.premium ? [i18n._(msg`Premium`)] : [])];
  return notes.length > 0 ? `${choice.title} (${notes.join(', ')})` : choice.title;
}

/** The start of the local calendar day of `date`. */
function dayStart(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** "Due today", "Due tomorrow", "Due in 3 days", "Was due yesterday", "Was due 4 days ago" (local calendar days). */
export function dueInWords(dueAt: string, now: Date = new Date()): string {
  const days = Math.round((dayStart(new Date(dueAt)) - dayStart(now)) / DAY_MS);
  if (days === 0) return new Date(dueAt).getTime() < now.getTime() ? i18n._(msg`Was due today`) : i18n._(msg`Due today`);
  if (days === 1) return i18n._(msg`Due tomorrow`);
  if (days > 1) return i18n._(msg`Due in ${plural(days, { one: '# day', other: '# days' })}`);
  if (days === -1) return i18n._(msg`Was due yesterday`);
  const ago = -days;
  return i18n._(msg`Was due ${plural(ago, { one: '# day', other: '# days' })} ago`);
}

/** Past its due time. */
export function isOverdue(dueAt: string, now: Date = new Date()): boolean {
  return Date.parse(dueAt) < now.getTime();
}

/** "2 of 5 puzzles" for a puzzle set; null for the other kinds. */
export function puzzleProgress(assignment: Pick<MyAssignment, 'kind' | 'target' | 'puzzlesSolved'>): string | null {
  if (assignment.kind !== 'puzzle_set' || assignment.target.puzzleCount === null) return null;
  const of = assignment.target.puzzleCount;
  const solved = Math.min(assignment.puzzlesSolved, of);
  return i18n._(msg`${solved} of ${plural(of, { one: '# puzzle', other: '# puzzles' })}`);
}

/** The student's list: what is left to do first (soonest due first), then the done ones (latest first), at most `doneShown` of them. */
export function studentOrder<T extends Pick<MyAssignment, 'dueAt' | 'completedAt'>>(assignments: readonly T[], doneShown = 3): T[] {
  const open = assignments.filter((a) => a.completedAt === null).sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
  const done = assignments
    .filter((a) => a.completedAt !== null)
    .sort((a, b) => Date.parse(b.completedAt!) - Date.parse(a.completedAt!))
    .slice(0, doneShown);
  return [...open, ...done];
}

/** A local date (YYYY-MM-DD) for an <input type="date">. */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The due time of a chosen day: the end of that local day, as an ISO time; null for a value that is no date. */
export function dueFromDateInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const due = new Date(year, month - 1, day, 23, 59, 0, 0);
  if (due.getFullYear() !== year || due.getMonth() !== month - 1 || due.getDate() !== day) return null;
  return due.toISOString();
}

/** The days a teacher may choose: today to a year ahead (the server's rule: not past, within a year). */
export function dueRange(now: Date = new Date()): { min: string; max: string } {
  const max = new Date(now.getTime() + (ASSIGNMENT_MAX_DUE_DAYS - 1) * DAY_MS);
  return { min: dateInputValue(now), max: dateInputValue(max) };
}

/** A week from today, the form's first due date. */
export function defaultDueDate(now: Date = new Date()): string {
  return dateInputValue(new Date(now.getTime() + 7 * DAY_MS));
}
