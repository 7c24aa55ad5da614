import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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

const DAY_LABELS: Record<ClassProgressDays, MessageDescriptor> = { 1: msg`Today`, 7: msg`7 days`, 30: msg`30 days`, 90: msg`90 days` };

type ProgressRow = ClassProgress['students'][number];

/** The coordinates trainer's best rounds (issue 26), all time: the better side of each game. */
function coordinatesCell(bests: ProgressRow['coordinatesBests']): ReactNode {
  const bestOf = (mode: 'find' | 'name') =>
    bests.reduce<number | null>((top, best) => (best.mode === mode && best.best !== null ? Math.max(top ?? 0, best.best) : top), null);
  const find = bestOf('find');
  const name = bestOf('name');
  if (find === null && name === null)
    return (
      <span className="text-ink-muted">
        <Trans>not played</Trans>
      </span>
    );
  const found = find ?? '–';
  const named = name ?? '–';
  return (
    <Trans>
      Find {found}
      <span className="text-ink-muted"> · </span>
      Name {named}
    </Trans>
  );
}

/** The table's columns after the student's name: each one's heading and its cell. */
const COLUMNS: readonly { key: string; label: MessageDescriptor; cell: (row: ProgressRow) => ReactNode; nowrap?: boolean }[] = [
  { key: 'lessons', label: msg`Lesson steps`, cell: (row) => row.lessonsCompleted },
  { key: 'modules', label: msg`Modules`, cell: (row) => row.modulesCompleted },
  {
    key: 'puzzles',
    label: msg`Puzzles solved`,
    cell: (row) => {
      const tries = row.puzzlesAttempted;
      return (
        <>
          {row.puzzlesSolved}
          <span className="text-sm text-ink-muted">
            <Trans> of {tries} tries</Trans>
          </span>
        </>
      );
    },
  },
  { key: 'accuracy', label: msg`Accuracy`, cell: (row) => percent(row.puzzleAccuracy) },
  {
    key: 'games',
    label: msg`Games won / played`,
    cell: (row) => (
      <>
        {row.gamesWon} / {row.gamesPlayed}
      </>
    ),
  },
  {
    key: 'rating',
    label: msg`Rating`,
    nowrap: true,
    cell: (row) => (
      <>
        {row.rating} <span className="text-sm text-ink-muted">({signedChange(row.ratingChange)})</span>
      </>
    ),
  },
  { key: 'time', label: msg`Time`, cell: (row) => timeSpent(row.secondsSpent) },
  { key: 'coordinates', label: msg`Coordinates best`, nowrap: true, cell: (row) => coordinatesCell(row.coordinatesBests) },
  {
    key: 'streak',
    label: msg`Streak`,
    nowrap: true,
    cell: (row) => {
      const streak = row.streak;
      return <Plural value={streak} one="# day" other="# days" />;
    },
  },
];

/** The teacher's table: each student's lessons, puzzles, games, rating, time and streak over 1, 7, 30 or 90 days. */
export function ProgressSection({ detail }: { detail: ClassDetail }) {
  const [days, setDays] = useState<ClassProgressDays>(7);
  const progress = useClassProgress(detail.id, days);
  // Only the teacher's own Update spins: the reads a student's activity brings change the figures quietly.
  const [updating, setUpdating] = useState(false);
  const { t } = useLingui();
  const update = () => {
    setUpdating(true);
    void progress.refetch().finally(() => setUpdating(false));
  };
  const windowWords = progress.data ? windowInWords(progress.data.days) : '';
  if (detail.students.length === 0) {
    return (
      <EmptyState title={t`No students yet`} headingLevel="h3">
        <Trans>Their progress shows here once they play.</Trans>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label={t`Show`} className="grid grid-cols-4 gap-1 rounded-full bg-brand-soft p-1.5 max-sm:w-full sm:flex">
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
              {t(DAY_LABELS[d])}
            </button>
          ))}
        </div>
        <Button variant="ghost" size="sm" onClick={update} disabled={updating}>
          <RefreshCw aria-hidden="true" className={cn('size-4', updating && 'motion-safe:animate-spin')} />
          {updating ? t`Updating…` : t`Update`}
        </Button>
        <p className="text-sm text-ink-muted">
          <Trans>Updates by itself as your students play.</Trans>
        </p>
      </div>
      {progress.isPending ? (
        <PageLoading />
      ) : progress.isError ? (
        <LoadError what={t`the progress`} onRetry={() => void progress.refetch()} />
      ) : (
        <>
          <p className="text-ink-muted">{t`Progress ${windowWords}. Only play since each student joined the class counts.`}</p>
          {/* A wide table scrolls sideways on a phone; the region takes the keyboard's focus for that. */}
          <div
            role="region"
            aria-label={t`Progress table`}
            tabIndex={0}
            className="overflow-x-auto rounded-[var(--radius-card)] border-2 border-line bg-paper"
          >
            <table className="w-full min-w-[52rem] text-left">
              <caption className="sr-only">{t`Progress ${windowWords}`}</caption>
              <thead>
                <tr className="border-b-2 border-line text-sm text-ink-muted">
                  <th scope="col" className="px-4 py-2">
                    <Trans>Student</Trans>
                  </th>
                  {COLUMNS.map((column) => (
                    <th key={column.key} scope="col" className="px-3 py-2">
                      {t(column.label)}
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
                      <td key={column.key} className={cn('px-3 py-3', column.nowrap && 'whitespace-nowrap')}>
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
