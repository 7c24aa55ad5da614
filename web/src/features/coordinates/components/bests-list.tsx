import { COORDINATES_MODE_NAMES, COORDINATES_SIDE_NAMES, type CoordinatesBest } from '@chess-quest/protocol/coordinates';

/** The child's four bests: mode and side, and the best round (or "not played yet"). */
export function BestsList({ bests }: { bests: readonly CoordinatesBest[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid="coordinates-bests">
      {bests.map((best) => (
        <li
          key={`${best.mode}-${best.side}`}
          className="flex min-h-16 items-center justify-between gap-3 rounded-2xl border-2 border-line bg-paper px-4 py-3"
        >
          <span className="text-base text-ink">
            <span className="block font-semibold">{COORDINATES_MODE_NAMES[best.mode]}</span>
            <span className="block text-ink-muted">{COORDINATES_SIDE_NAMES[best.side]}</span>
          </span>
          <span className="text-right">
            {best.best === null ? (
              <span className="text-base text-ink-muted">Not played yet</span>
            ) : (
              <>
                <span className="block text-2xl font-extrabold text-ink tabular-nums">{best.best}</span>
                <span className="block text-sm text-ink-muted">best</span>
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
