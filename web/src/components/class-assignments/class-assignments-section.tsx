import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, CheckCircle2, Circle, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ASSIGNMENT_KIND_NAMES, type ClassAssignment } from '@chess-quest/protocol/class-assignments';
import { ASSIGNMENT_KIND_NAMES_ES } from '@chess-quest/protocol/class-assignments.es';
import type { ClassStudent } from '@chess-quest/protocol/classes';
import { useChangeDueDate } from '../../api/class-assignments/change-due-date';
import { useDeleteAssignment } from '../../api/class-assignments/delete-assignment';
import { useClassAssignments } from '../../api/class-assignments/get-class-assignments';
import { listenForCompletions } from '../../api/class-assignments/live';
import { formatDate } from '../../lib/format';
import { inActiveLocale } from '../../lib/i18n';
import { requestErrorMessage } from '../../lib/request-error-message';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { FormAlert, inputClassName } from '../ui/form-field';
import { LoadError } from '../ui/load-error';
import { PageLoading } from '../ui/page-loading';
import { dateInputValue, dueFromDateInput, dueInWords, dueRange } from './assignment-logic';
import { AssignmentForm } from './assignment-form';
import { KindIcon } from './kind-icon';

/** Who has finished one assignment, its due date (changeable) and its delete button. */
function AssignmentItem({ classId, assignment, archived }: { classId: string; assignment: ClassAssignment; archived: boolean }) {
  const { t } = useLingui();
  const change = useChangeDueDate();
  const remove = useDeleteAssignment();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [day, setDay] = useState(() => dateInputValue(new Date(assignment.dueAt)));
  const range = dueRange();
  const total = assignment.students.length;
  const error = change.error ?? remove.error;
  const title = assignment.title;
  const completed = assignment.completedCount;
  const kindName = inActiveLocale({ en: ASSIGNMENT_KIND_NAMES, es: ASSIGNMENT_KIND_NAMES_ES })[assignment.kind];

  const saveDue = () => {
    const dueAt = dueFromDateInput(day);
    if (!dueAt) return;
    change.mutate({ classId, assignmentId: assignment.id, dueAt }, { onSuccess: () => setEditing(false) });
  };

  return (
    <li className="grid gap-3 rounded-2xl border-2 border-line bg-paper p-4">
      <div className="flex flex-wrap items-start gap-3">
        <span aria-hidden="true" className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand-strong">
          <KindIcon kind={assignment.kind} className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-ink-muted">
            {kindName} · {assignment.wholeClass ? <Trans>Whole class</Trans> : <Plural value={total} one="# student" other="# students" />}
          </p>
          <h4 className="text-lg font-bold text-ink">{assignment.title}</h4>
          <p className="text-ink-muted">
            {dueInWords(assignment.dueAt)} ({formatDate(assignment.dueAt, { day: 'numeric', month: 'long' })})
          </p>
        </div>
        <p className="basis-full text-lg font-bold text-ink sm:basis-auto" aria-live="polite">
          <Trans>
            {completed} of {total} finished
          </Trans>
        </p>
      </div>

      {total > 0 && (
        <ul aria-label={t`Who has finished ${title}`} className="flex flex-wrap gap-2">
          {assignment.students.map((student) => {
            const done = student.completedAt !== null;
            const setSize = assignment.target.puzzleCount;
            return (
              <li
                key={student.studentId}
                className={
                  done
                    ? 'inline-flex min-h-11 items-center gap-2 rounded-full bg-green-50 px-3 font-semibold text-success'
                    : 'inline-flex min-h-11 items-center gap-2 rounded-full bg-cream px-3 text-ink-muted'
                }
              >
                {done ? <CheckCircle2 aria-hidden="true" className="size-4" /> : <Circle aria-hidden="true" className="size-4" />}
                <span>{student.firstName}</span>
                <span className="sr-only">{done ? t`finished` : t`not finished yet`}</span>
                {!done && assignment.kind === 'puzzle_set' && setSize !== null && (
                  <span className="text-sm">
                    ({Math.min(student.puzzlesSolved, setSize)}/{setSize})
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {!archived && (
        <div className="flex flex-wrap items-center gap-2">
          {editing ? (
            <>
              <label className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink">
                  <Trans>New due date</Trans>
                </span>
                <input
                  type="date"
                  className={inputClassName}
                  value={day}
                  min={range.min}
                  max={range.max}
                  onChange={(event) => setDay(event.target.value)}
                />
              </label>
              <Button size="sm" onClick={saveDue} disabled={change.isPending || !dueFromDateInput(day)}>
                <Trans>Save</Trans>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
                <Trans>Cancel</Trans>
              </Button>
            </>
          ) : confirming ? (
            <>
              <span className="font-semibold text-ink">
                <Trans>Delete this assignment and who has finished it?</Trans>
              </span>
              <Button
                size="sm"
                variant="destructive"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ classId, assignmentId: assignment.id })}
              >
                <Trans>Delete</Trans>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                <Trans>Keep it</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                <CalendarClock aria-hidden="true" className="size-4" />
                <Trans>Change due date</Trans>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                <Trans>Delete</Trans>
              </Button>
            </>
          )}
        </div>
      )}
      {error && <FormAlert>{requestErrorMessage(error)}</FormAlert>}
    </li>
  );
}

/**
 * The class page's assignments: make one (a lesson, a chapter, puzzles or a mini challenge,
 * for the class or some students, with a due date) and see who has finished each, live: a
 * completion pushed over the socket reads the list again; while the socket is down the list
 * is read again every 15 seconds.
 */
export function ClassAssignmentsSection({
  classId,
  archived,
  students,
}: {
  classId: string;
  archived: boolean;
  students: readonly Pick<ClassStudent, 'studentId' | 'firstName'>[];
}) {
  const { t } = useLingui();
  const assignments = useClassAssignments(classId);
  const queryClient = useQueryClient();
  useEffect(() => listenForCompletions(queryClient), [queryClient]);

  return (
    <div className="grid gap-6">
      {!archived && <AssignmentForm classId={classId} students={students} />}
      <section aria-labelledby="assignments-heading" className="grid gap-3">
        <h3 id="assignments-heading" className="text-2xl font-extrabold text-ink">
          <Trans>Assignments</Trans>
        </h3>
        {assignments.isPending ? (
          <PageLoading />
        ) : assignments.isError ? (
          <LoadError what={t`the assignments`} onRetry={() => void assignments.refetch()} />
        ) : assignments.data.assignments.length === 0 ? (
          <EmptyState title={t`No assignments yet`} headingLevel="h3">
            {archived ? t`This class is archived.` : t`Give your class a lesson, a story chapter, puzzles or a mini challenge to do.`}
          </EmptyState>
        ) : (
          <ul className="grid gap-3">
            {assignments.data.assignments.map((assignment) => (
              <AssignmentItem key={assignment.id} classId={classId} assignment={assignment} archived={archived} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
