import { Trans } from '@lingui/react/macro';
import type { ParentDashboard } from '@chess-quest/protocol/parent';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useProtocolLocale } from '../../../lib/i18n';
import { coordinatesModeName, coordinatesSideName } from '../words';
import { formatDay } from './format';

/** The coordinates trainer's best rounds (issue 26): squares named right in 30 seconds, per game and side of the board. */
export function CoordinatesCard({ firstName, bests }: { firstName: string; bests: ParentDashboard['coordinates'] }) {
  const locale = useProtocolLocale();
  const played = bests.filter((best) => best.best !== null);
  return (
    <Card data-testid="parent-coordinates">
      <CardHeader>
        <CardTitle>
          <Trans>Coordinates trainer</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-ink">
        {played.length === 0 ? (
          <p>
            <Trans>{firstName} has not played a coordinates round yet. Each round is 30 seconds of finding or naming squares.</Trans>
          </p>
        ) : (
          <>
            <p className="text-ink-muted">
              <Trans>Best rounds: squares found or named right in 30 seconds.</Trans>
            </p>
            <ul className="grid gap-2 sm:grid-cols-2">
              {bests.map((best) => (
                <li key={`${best.mode}-${best.side}`} className="flex items-baseline justify-between gap-3 rounded-xl border border-line px-3 py-2">
                  <span>
                    {coordinatesModeName(best.mode, locale)}, {coordinatesSideName(best.side, locale)}
                  </span>
                  <span className="shrink-0 text-right whitespace-nowrap">
                    {best.best === null ? (
                      <span className="text-ink-muted">
                        <Trans>not played</Trans>
                      </span>
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
