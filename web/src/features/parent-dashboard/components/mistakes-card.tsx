import { useLingui } from '@lingui/react/macro';
import { MistakesPerGameCard } from '../../../components/mistakes/mistakes-per-game-card';
import { LoadError } from '../../../components/ui/load-error';
import { useMistakesPerGame } from '../api/get-mistakes-per-game';

/** The coach's count of mistakes in each of the child's reviewed games, and whether it goes down (issue 26). */
export function MistakesCard({ childId, firstName }: { childId: string; firstName: string }) {
  const { t } = useLingui();
  const series = useMistakesPerGame(childId);
  if (series.isError) return <LoadError what={t`the mistakes per game`} onRetry={() => void series.refetch()} />;
  if (!series.data) return null;
  return <MistakesPerGameCard series={series.data} name={firstName} />;
}
