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
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl border-2 border-sun bg-sun-soft px-4 py-2 text-ink"
      role="status"
      aria-label={
        started
          ? `${name}: you are ${ordinal(rank)} of ${players} with ${points} points${onFire ? ', on fire' : ''}`
          : `${name}: ready for your first game`
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
            {ordinal(rank)} <span className="text-base font-semibold">of {players}</span>
          </span>
          <span className="text-lg font-extrabold tabular-nums">
            {points} <span className="text-base font-semibold">{points === 1 ? 'point' : 'points'}</span>
          </span>
        </>
      ) : (
        <span className="font-semibold">Ready for your first game!</span>
      )}
      {onFire && <OnFireFlame showLabel label="On fire! Wins count double" />}
    </div>
  );
}
