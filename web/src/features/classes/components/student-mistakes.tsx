import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ClassDetail } from '@chess-quest/protocol/classes';
import { MistakesPerGameCard } from '../../../components/mistakes/mistakes-per-game-card';
import { inputClassName } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { useStudentMistakes } from '../api/get-student-mistakes';

/**
 * One student at a time (issue 26): the coach's count of mistakes in each of the student's
 * reviewed games, and whether it goes down. Only games of this class's student are counted by the server.
 */
export function StudentMistakes({ detail }: { detail: ClassDetail }) {
  const selectId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const studentId = chosen ?? detail.students[0]?.studentId ?? null;
  const student = detail.students.find((s) => s.studentId === studentId);
  const series = useStudentMistakes(detail.id, studentId);
  const { t } = useLingui();
  if (!student) return null;
  const firstName = student.firstName;
  return (
    <section aria-label={t`A student's mistakes per game`} className="grid gap-3">
      <div className="grid max-w-sm gap-1.5">
        <label htmlFor={selectId} className="font-semibold text-ink">
          <Trans>Mistakes per game of</Trans>
        </label>
        <select id={selectId} value={student.studentId} onChange={(event) => setChosen(event.target.value)} className={inputClassName}>
          {detail.students.map((s) => (
            <option key={s.studentId} value={s.studentId}>
              {s.firstName} ({s.username})
            </option>
          ))}
        </select>
      </div>
      {series.isError ? (
        <LoadError what={t`${firstName}'s mistakes per game`} onRetry={() => void series.refetch()} />
      ) : series.data ? (
        <MistakesPerGameCard series={series.data} name={student.firstName} headingLevel="h3" />
      ) : (
        <PageLoading />
      )}
    </section>
  );
}
