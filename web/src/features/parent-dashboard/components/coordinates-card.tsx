import { COORDINATES_MODE_NAMES, COORDINATES_SIDE_NAMES } from '@chess-quest/protocol/coordinates';
import type { ParentDashboard } from '@chess-quest/protocol/parent';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDay } from './format';

/** The coordinates trainer's best rounds (issue 26): squares named right in 30 seconds, per game and side of the board. */
export function CoordinatesCard({ firstName, bests }: { firstName: string; bests: ParentDashboard['coordinates'] }) {
  const played = bests.filter((best) => best.best !== null);
  return (
    <Card data-testid="parent-coordinates">
      <CardHeader>
        <CardTitle>Coordinates trainer</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-ink">
        {played.length === 0 ? (
          <p>{firstName} has not played a coordinates round yet. Each round is 30 seconds of finding or naming squares.</p>
        ) : (
          <>
            <p className="text-ink-muted">Best rounds: squares found or named right in 30 seconds.</p>
            <ul className="grid gap-2 sm:grid-cols-2">
              {bests.map((best) => (
                <li key={`${best.mode}-${best.side}`} className="flex items-baseline justify-between gap-3 rounded-xl border border-line px-3 py-2">
                  <span>
                    {COORDINATES_MODE_NAMES[best.mode]}, {COORDINATES_SIDE_NAMES[best.side]}
                  </span>
                  <span className="shrink-0 text-right whitespace-nowrap">
                    {best.best === null ? (
                      <span className="text-ink-muted">not played</span>
                    ) : (
                      <>
                        <strong className="text-xl">{best.best}</strong>
                        {best.at && <span className="block text-sm text-ink-muted">{formatDay(best.at.slice(0, 10))}</span>}
                      </>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
