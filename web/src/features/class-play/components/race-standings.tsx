import type { RaceSummary } from '@chess-quest/protocol/puzzle-races';
import { placeName } from '@chess-quest/protocol/puzzle-races';
import { Progress } from '../../../components/ui/progress';

/** The class race's standings: usernames only, by score, each with how far through the puzzles. */
export function RaceStandings({ race, meId }: { race: RaceSummary; meId?: string }) {
  const racers = race.players.filter((p) => p.status === 'joined').sort((a, b) => b.score - a.score || a.username.localeCompare(b.username));
  return (
    <ol className="grid grid-cols-1 gap-2" aria-label="Standings">
      {racers.map((p) => (
        <li key={p.childId} className="grid grid-cols-1 gap-1 rounded-xl border border-line bg-paper px-3 py-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-ink">
            <span className="font-semibold">
              {p.place !== null && <span className="mr-2 text-ink-muted">{placeName(p.place)}</span>}
              {p.username}
              {p.childId === meId && <span className="ml-1 text-ink-muted">(you)</span>}
            </span>
            <span className="text-base">
              {p.solved} solved · {p.score} points
            </span>
          </div>
          <Progress value={(p.tried / race.total) * 100} label={`${p.username}: ${p.tried} of ${race.total} puzzles tried`} />
        </li>
      ))}
    </ol>
  );
}
