import { Trans } from '@lingui/react/macro';
import type { CoordinatesBest } from '@chess-quest/protocol/coordinates';
import { asShown, useProtocolLocale } from '../../../lib/i18n';
import { coordinatesNames } from '../texts';

/** The child's four bests: mode and side, and the best round (or "not played yet"). */
export function BestsList({ bests }: { bests: readonly CoordinatesBest[] }) {
  const { modes, sides } = asShown(coordinatesNames(useProtocolLocale()));
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid="coordinates-bests">
      {bests.map((best) => (
        <li
          key={`${best.mode}-${best.side}`}
          className="flex min-h-16 items-center justify-between gap-3 rounded-2xl border-2 border-line bg-paper px-4 py-3"
        >
          <span className="text-base text-ink">
            <span className="block font-semibold">{modes[best.mode]}</span>
            <span className="block text-ink-muted">{sides[best.side]}</span>
          </span>
          <span className="text-right">
            {best.best === null ? (
              <span className="text-base text-ink-muted">
                <Trans>Not played yet</Trans>
              </span>
            ) : (
              <>
                <span className="block text-2xl font-extrabold text-ink tabular-nums">{best.best}</span>
                <span className="block text-sm text-ink-muted">
                  <Trans>best</Trans>
                </span>
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
