import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trophy } from 'lucide-react';
import { ordinal } from '../arena-text';
import { OnFireFlame } from './flame';

/** Above the board during an arena game: my place, my points and the flame when I am on fire. */
export function StandingsStrip({
  name,
  rank,
  players,
  points,
  games,
  onFire,
}: {
  name: string;
  rank: number;
  players: number;
  points: number;
  games: number;
  onFire: boolean;
}) {
  // Before a first game a place means nothing yet: "3rd of 3" would only discourage.
  const started = games > 0 || points > 0;
  const { t } = useLingui();
  const place = ordinal(rank);
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl border-2 border-sun bg-sun-soft px-4 py-2 text-ink"
      role="status"
      aria-label={
        started
          ? onFire
            ? t`${name}: you are ${place} of ${players} with ${points} points, on fire`
            : t`${name}: you are ${place} of ${players} with ${points} points`
          : t`${name}: ready for your first game`
      }
      data-testid="standings-strip"
    >
      <span className="inline-flex items-center gap-2 font-bold">
        <Trophy aria-hidden="true" className="size-5 text-star" />
        <span className="break-words">{name}</span>
      </span>
      {started ? (
        <>
          <span className="text-lg font-extrabold tabular-nums">
            {place}{' '}
            <span className="text-base font-semibold">
              <Trans>of {players}</Trans>
            </span>
          </span>
          <span className="text-lg font-extrabold tabular-nums">
            {points} <span className="text-base font-semibold">{t`${plural(points, { one: 'point', other: 'points' })}`}</span>
          </span>
        </>
      ) : (
        <span className="font-semibold">
          <Trans>Ready for your first game!</Trans>
        </span>
      )}
      {onFire && <OnFireFlame showLabel label={t`On fire! Wins count double`} />}
    </div>
  );
}
