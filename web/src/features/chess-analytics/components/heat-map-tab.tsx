import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Lock } from 'lucide-react';
import { FREE_HEATMAP_TIMEFRAME, type HeatmapTimeframe } from '@chess-quest/protocol/chess-analytics';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageLoading } from '../../../components/ui/page-loading';
import { useHeatmap } from '../api/get-heatmap';
import { countLabel } from '../heatmap-buckets';
import { HeatMapBoard, PIECE_WORDS } from './heat-map-board';

const TIMEFRAMES: { value: HeatmapTimeframe; label: MessageDescriptor }[] = [
  { value: 'week', label: msg`This Week` },
  { value: 'month', label: msg`This Month` },
  { value: 'all', label: msg`All Time` },
];

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <p className="text-sm font-semibold text-ink-muted">{label}</p>
      <p className="text-2xl font-bold text-brand-strong">{value}</p>
    </Card>
  );
}

/** With `preview` (a free child) only This Week is open; the other timeframes show they are Premium's. */
export function HeatMapTab({ preview = false }: { preview?: boolean }) {
  const { t } = useLingui();
  const [timeframe, setTimeframe] = useState<HeatmapTimeframe>(FREE_HEATMAP_TIMEFRAME);
  const heatmap = useHeatmap(timeframe);
  const avgMoveTime = heatmap.data?.avgMoveTime;
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t`Timeframe`} className="flex flex-wrap gap-2">
        {TIMEFRAMES.map((frame) => {
          const closed = preview && frame.value !== FREE_HEATMAP_TIMEFRAME;
          return (
            <Button
              key={frame.value}
              variant={frame.value === timeframe ? 'primary' : 'outline'}
              aria-pressed={frame.value === timeframe}
              disabled={closed}
              onClick={() => setTimeframe(frame.value)}
            >
              {closed && <Lock aria-hidden="true" className="size-4" />}
              {t(frame.label)}
              {closed && <span className="sr-only"> (Premium)</span>}
            </Button>
          );
        })}
      </div>
      {heatmap.isPending ? (
        <PageLoading />
      ) : heatmap.isError ? (
        <div role="alert" className="rounded-2xl border-2 border-danger bg-red-50 p-4 text-danger">
          <p className="font-bold">
            <Trans>Error loading chess analytics data</Trans>
          </p>
          <p>
            <Trans>Please try refreshing the page.</Trans>
          </p>
        </div>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat label={t`Total Moves`} value={String(heatmap.data.totalMoves)} />
            <Stat label={t`Most Used Square`} value={heatmap.data.mostUsedSquares[0]?.square ?? '–'} />
            <Stat label={t`Favorite Opening`} value={heatmap.data.favoriteOpening ?? '–'} />
            <Stat label={t`Avg Move Time`} value={t`${avgMoveTime}s`} />
          </div>
          {heatmap.data.totalMoves === 0 && (
            <p className="rounded-xl bg-sun-soft p-3 font-semibold text-amber-900">
              <Trans>No moves in this time yet. Play a game against the computer or another kid and your squares light up here.</Trans>
            </p>
          )}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
            <HeatMapBoard squares={heatmap.data.squares} />
            <Card className="p-5">
              <h2 className="mb-3 text-xl font-bold text-ink">
                <Trans>Top squares</Trans>
              </h2>
              {heatmap.data.mostUsedSquares.length === 0 ? (
                <p className="text-ink-muted">
                  <Trans>Your busiest squares will be listed here.</Trans>
                </p>
              ) : (
                <ol className="flex flex-col gap-2">
                  {heatmap.data.mostUsedSquares.map((s, index) => {
                    const { count, winRate } = s;
                    const shown = countLabel(count);
                    return (
                      <li key={s.square} className="flex items-center justify-between gap-2 rounded-lg bg-brand-soft/50 px-3 py-2">
                        <span className="font-bold text-ink">
                          {index + 1}. {s.square} <span className="font-normal text-ink-muted">({t(PIECE_WORDS[s.pieceType])})</span>
                        </span>
                        <span className="text-ink">{t`${plural(count, { one: `${shown} move`, other: `${shown} moves` })} · ${winRate}% wins`}</span>
                      </li>
                    );
                  })}
                </ol>
              )}
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
