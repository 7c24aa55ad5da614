import { selectOrdinal } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RaceSummary } from '@chess-quest/protocol/puzzle-races';
import { Progress } from '../../../components/ui/progress';

/**
 * The class race's standings by score, each with how far through the puzzles: usernames for the
 * students; the teacher's page passes `firstNames` (its students' first names, by child id), shown first.
 */
export function RaceStandings({ race, meId, firstNames }: { race: RaceSummary; meId?: string; firstNames?: Readonly<Record<string, string>> }) {
  const { t } = useLingui();
  const total = race.total;
  const racers = race.players.filter((p) => p.status === 'joined').sort((a, b) => b.score - a.score || a.username.localeCompare(b.username));
  return (
    <ol className="grid grid-cols-1 gap-2" aria-label={t`Standings`}>
      {racers.map((p) => {
        const place = p.place;
        const solved = p.solved;
        const score = p.score;
        const tried = p.tried;
        const who = firstNames?.[p.childId] ?? p.username;
        return (
          <li key={p.childId} className="grid grid-cols-1 gap-1 rounded-xl border border-line bg-paper px-3 py-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-ink">
              <span className="font-semibold">
                {place !== null && (
                  <span className="mr-2 text-ink-muted">{t`${selectOrdinal(place, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`}</span>
                )}
                <PlayerName firstName={firstNames?.[p.childId]} username={p.username} />
                {p.childId === meId && (
                  <span className="ml-1 text-ink-muted">
                    <Trans>(you)</Trans>
                  </span>
                )}
              </span>
              <span className="text-base">
                <Trans>
                  {solved} solved · {score} points
                </Trans>
              </span>
            </div>
            <Progress value={(p.tried / race.total) * 100} label={t`${who}: ${tried} of ${total} puzzles tried`} />
          </li>
        );
      })}
    </ol>
  );
}

/** A student as the page may name it: the first name with the username after it (the teacher's page), else the username. */
export function PlayerName({ firstName, username }: { firstName: string | undefined; username: string }) {
  if (!firstName) return <>{username}</>;
  return (
    <>
      {firstName} <span className="font-normal text-ink-muted">({username})</span>
    </>
  );
}
