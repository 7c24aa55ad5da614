import { RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { CLASS_PROGRESS_DAYS, type ClassDetail, type ClassProgress, type ClassProgressDays } from '@chess-quest/protocol/classes';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { cn } from '../../../lib/cn';
import { useClassProgress } from '../api/get-class-progress';
import { percent, signedChange, timeSpent, windowInWords } from '../progress-format';
import { StudentMistakes } from './student-mistakes';

const DAY_LABELS: Record<ClassProgressDays, string> = { 1: 'Today', 7: '7 days', 30: '30 days', 90: '90 days' };

type ProgressRow = ClassProgress['students'][number];

/** The coordinates trainer's best rounds (issue 26), all time: the better side of each game. */
function coordinatesCell(bests: ProgressRow['coordinatesBests']): ReactNode {
  const bestOf = (mode: 'find' | 'name') =>
    bests.reduce<number | null>((top, best) => (best.mode === mode && best.best !== null ? Math.max(top ?? 0, best.best) : top), null);
  const find = bestOf('find');
  const name = bestOf('name');
  if (find === null && name === null) return <span className="text-ink-muted">not played</span>;
  return (
    <>
      Find {find ?? '–'}
      <span className="text-ink-muted"> · </span>
      Name {name ?? '–'}
    </>
  );
}

/** The table's columns after the student's name: each one's heading and its cell. */
const COLUMNS: readonly { label: string; cell: (row: ProgressRow) => ReactNode; nowrap?: boolean }[] = [
  { label: 'Lesson steps', cell: (row) => row.lessonsCompleted },
  { label: 'Modules', cell: (row) => row.modulesCompleted },
  {
    label: 'Puzzles solved',
    cell: (row) => (
      <>
        {row.puzzlesSolved}
        <span className="text-sm text-ink-muted"> of {row.puzzlesAttempted} tries</span>
      </>
    ),
  },
  { label: 'Accuracy', cell: (row) => percent(row.puzzleAccuracy) },
  {
    label: 'Games won / played',
    cell: (row) => (
      <>
        {row.gamesWon} / {row.gamesPlayed}
      </>
    ),
  },
  {
    label: 'Rating',
    nowrap: true,
    cell: (row) => (
      <>
        {row.rating} <span className="text-sm text-ink-muted">({signedChange(row.ratingChange)})</span>
      </>
    ),
  },
  { label: 'Time', cell: (row) => timeSpent(row.secondsSpent) },
  { label: 'Coordinates best', nowrap: true, cell: (row) => coordinatesCell(row.coordinatesBests) },
  {
    label: 'Streak',
    nowrap: true,
    cell: (row) => (
      <>
        {row.streak} day{row.streak === 1 ? '' : 's'}
      </>
    ),
  },
];

/** The teacher's table: each student's lessons, puzzles, games, rating, time and streak over 1, 7, 30 or 90 days. */
export function ProgressSection({ detail }: { detail: ClassDetail }) {
  const [days, setDays] = useState<ClassProgressDays>(7);
  const progress = useClassProgress(detail.id, days);
  // Only the teacher's own Update spins: the reads a student's activity brings change the figures quietly.
  const [updating, setUpdating] = useState(false);
  const update = () => {
    setUpdating(true);
    void progress.refetch().finally(() => setUpdating(false));
  };
  if (detail.students.length === 0) {
    return (
      <EmptyState title="No students yet" headingLevel="h3">
        Their progress shows here once they play.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Show" className="grid grid-cols-4 gap-1 rounded-full bg-brand-soft p-1.5 max-sm:w-full sm:flex">
          {CLASS_PROGRESS_DAYS.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={d === days}
              onClick={() => setDays(d)}
              className={cn(
                'min-h-11 rounded-full px-2 text-sm font-semibold whitespace-nowrap sm:px-4 sm:text-base',
                d === days ? 'bg-brand text-white' : 'text-brand-strong hover:bg-paper',
              )}
            >
              {DAY_LABELS[d]}
            </button>
          ))}
        </div>
        <Button variant="ghost" size="sm" onClick={update} disabled={updating}>
          <RefreshCw aria-hidden="true" className={cn('size-4', updating && 'motion-safe:animate-spin')} />
          {updating ? 'Updating…' : 'Update'}
        </Button>
        <p className="text-sm text-ink-muted">Updates by itself as your students play.</p>
      </div>
      {progress.isPending ? (
        <PageLoading />
      ) : progress.isError ? (
        <LoadError what="the progress" onRetry={() => void progress.refetch()} />
      ) : (
        <>
          <p className="text-ink-muted">Progress {windowInWords(progress.data.days)}. Only play since each student joined the class counts.</p>
          {/* A wide table scrolls sideways on a phone; the region takes the keyboard's focus for that. */}
          <div
            role="region"
            aria-label="Progress table"
            tabIndex={0}
            className="overflow-x-auto rounded-[var(--radius-card)] border-2 border-line bg-paper"
          >
            <table className="w-full min-w-[52rem] text-left">
              <caption className="sr-only">Progress {windowInWords(progress.data.days)}</caption>
              <thead>
                <tr className="border-b-2 border-line text-sm text-ink-muted">
                  <th scope="col" className="px-4 py-2">
                    Student
                  </th>
                  {COLUMNS.map((column) => (
                    <th key={column.label} scope="col" className="px-3 py-2">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {progress.data.students.map((row) => (
                  <tr key={row.studentId} className="border-b border-line last:border-b-0">
                    <th scope="row" className="px-4 py-3 font-normal">
                      <span className="block font-bold text-ink">{row.firstName}</span>
                      <span className="text-sm text-ink-muted">{row.username}</span>
                    </th>
                    {COLUMNS.map((column) => (
                      <td key={column.label} className={cn('px-3 py-3', column.nowrap && 'whitespace-nowrap')}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <StudentMistakes detail={detail} />
        </>
      )}
    </div>
  );
}
