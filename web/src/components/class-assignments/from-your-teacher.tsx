import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { ASSIGNMENT_KIND_NAMES, type MyAssignment } from '@chess-quest/protocol/class-assignments';
import { ASSIGNMENT_KIND_NAMES_ES } from '@chess-quest/protocol/class-assignments.es';
import { useMyAssignments } from '../../api/class-assignments/get-my-assignments';
import { cn } from '../../lib/cn';
import { inActiveLocale } from '../../lib/i18n';
import { buttonClassName } from '../ui/button';
import { LoadError } from '../ui/load-error';
import { assignmentPath, dueInWords, isOverdue, puzzleProgress, studentOrder } from './assignment-logic';
import { KindIcon } from './kind-icon';

function AssignmentCard({ assignment }: { assignment: MyAssignment }) {
  const { t } = useLingui();
  const title = assignment.title;
  const done = assignment.completedAt !== null;
  const progress = puzzleProgress(assignment);
  const late = !done && isOverdue(assignment.dueAt);
  return (
    <li
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 rounded-2xl border-2 p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto]',
        done ? 'border-success/40 bg-green-50' : 'border-line bg-paper',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-12 shrink-0 items-center justify-center rounded-2xl',
          done ? 'bg-green-100 text-success' : 'bg-brand-soft text-brand-strong',
        )}
      >
        {done ? <CheckCircle2 className="size-7" /> : <KindIcon kind={assignment.kind} className="size-7" />}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-ink-muted">
          {inActiveLocale({ en: ASSIGNMENT_KIND_NAMES, es: ASSIGNMENT_KIND_NAMES_ES })[assignment.kind]}
        </p>
        <h3 className="text-xl font-bold text-ink">{assignment.title}</h3>
        <p className={cn('text-base', late ? 'font-semibold text-danger' : 'text-ink-muted')}>
          {done ? t`Done! Well played.` : dueInWords(assignment.dueAt)}
          {progress && !done && <span className="text-ink-muted"> · {progress}</span>}
        </p>
      </div>
      {!done && assignment.puzzles.length > 0 && (
        <ul aria-label={t`Puzzles of ${title}`} className="col-span-2 flex flex-wrap gap-2 sm:order-last sm:col-span-2 sm:col-start-2">
          {assignment.puzzles.map((puzzle) => (
            <li
              key={puzzle.id}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
                puzzle.solved ? 'bg-green-100 text-success' : 'bg-cream text-ink',
              )}
            >
              {puzzle.solved && <CheckCircle2 aria-hidden="true" className="size-4" />}
              {puzzle.title}
              {puzzle.solved && (
                <span className="sr-only">
                  {' '}
                  <Trans>(solved)</Trans>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {done ? (
        <span className="col-span-2 inline-flex min-h-11 items-center gap-2 font-bold text-success sm:col-span-1">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          <Trans>Done</Trans>
        </span>
      ) : (
        <Link
          to={assignmentPath(assignment.kind, assignment.target)}
          className={buttonClassName('primary', 'md', 'col-span-2 w-full sm:col-span-1 sm:w-auto')}
        >
          {assignment.kind === 'puzzle_set' ? t`Solve puzzles` : t`Start`}
          <span className="sr-only">: {assignment.title}</span>
        </Link>
      )}
    </li>
  );
}

/**
 * "From your teacher": a student's assignments, first on the dashboard; what is left first,
 * each with a button that opens it, the latest done ones ticked. Nothing for a child with none.
 */
export const FromYourTeacher = memo(function FromYourTeacher() {
  const { t } = useLingui();
  const mine = useMyAssignments();
  if (mine.isError) {
    return (
      <section aria-labelledby="from-teacher-heading">
        <h2 id="from-teacher-heading" className="mb-4 text-2xl font-extrabold text-ink">
          <Trans>From your teacher</Trans>
        </h2>
        <LoadError what={t`your teacher's tasks`} onRetry={() => void mine.refetch()} />
      </section>
    );
  }
  if (!mine.data || mine.data.assignments.length === 0) return null;
  const shown = studentOrder(mine.data.assignments);
  const left = mine.data.assignments.filter((a) => a.completedAt === null).length;
  return (
    <section aria-labelledby="from-teacher-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <h2 id="from-teacher-heading" className="text-2xl font-extrabold text-ink">
          <Trans>From your teacher</Trans>
        </h2>
        <p className="text-lg text-ink-muted">{left === 0 ? t`All done!` : t`${left} to do`}</p>
      </div>
      <ul className="grid gap-3">
        {shown.map((assignment) => (
          <AssignmentCard key={assignment.id} assignment={assignment} />
        ))}
      </ul>
    </section>
  );
});
