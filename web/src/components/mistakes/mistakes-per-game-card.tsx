import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, MoveRight, TrendingDown, TrendingUp } from 'lucide-react';
import type { MistakesSeries } from '@chess-quest/protocol/game-review';
import { formatDate } from '../../lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { mistakesSentence } from './mistakes-trend';

const kindWord = { ai: msg`Computer`, live: msg`Live game`, arena: msg`Arena` } as const;
const TREND_ICON = { down: TrendingDown, up: TrendingUp, flat: MoveRight } as const;

/**
 * "Mistakes per game" for a parent (per child) and a teacher (per student): the last reviewed
 * games, oldest first. The sentence says the trend with its figures; the bars repeat the
 * numbers for the eye only; the table under "Game by game" writes every game out.
 */
export function MistakesPerGameCard({
  series,
  name,
  headingLevel = 'h3',
}: {
  series: Pick<MistakesSeries, 'points' | 'trend'>;
  /** The child's first name, as the page calls the child. */
  name: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useLingui();
  const { points, trend } = series;
  const scale = Math.max(1, ...points.map((p) => p.mistakes));
  const Icon = trend ? TREND_ICON[trend] : null;
  return (
    <Card data-testid="mistakes-per-game">
      <CardHeader className="max-sm:px-4">
        <CardTitle as={headingLevel} className="flex items-center gap-2">
          {Icon && <Icon aria-hidden="true" className={trend === 'down' ? 'size-6 text-success' : 'size-6 text-ink-muted'} />}
          <Trans>Mistakes per game</Trans>
        </CardTitle>
        <CardDescription className="text-ink">{mistakesSentence(series, name)}</CardDescription>
      </CardHeader>
      {points.length > 0 && (
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-3 max-sm:px-4">
          {/* The bars, oldest game at the left; every figure is in the table below. */}
          <div aria-hidden="true" className="flex h-28 items-end gap-1 border-b-2 border-line">
            {points.map((p) => (
              <div key={p.gameId} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-0.5">
                <span className="text-xs font-semibold text-ink-muted tabular-nums">{p.mistakes}</span>
                <div
                  className="w-full max-w-6 rounded-t bg-brand"
                  style={{ height: `${(p.mistakes / scale) * 80}%`, minHeight: p.mistakes > 0 ? 4 : 0 }}
                />
              </div>
            ))}
          </div>
          <p aria-hidden="true" className="flex justify-between text-xs text-ink-muted">
            <span>
              <Trans>Older games</Trans>
            </span>
            <span>
              <Trans>Latest</Trans>
            </span>
          </p>
          <details className="group min-w-0 rounded-xl border-2 border-line">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 font-semibold text-ink">
              <ChevronDown aria-hidden="true" className="size-5 motion-safe:transition-transform group-open:rotate-180" />
              <Trans>Game by game</Trans>
            </summary>
            <div className="overflow-x-auto px-3 pb-3">
              <table className="w-full border-collapse text-left">
                <caption className="sr-only">
                  <Trans>Mistakes in each reviewed game, oldest first</Trans>
                </caption>
                <thead>
                  <tr className="border-b-2 border-line text-sm text-ink-muted">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      <Trans>Game</Trans>
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      <Trans>Mistakes</Trans>
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      <Trans>Small slips</Trans>
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      <Trans>Moves</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {points.map((p) => (
                    <tr key={p.gameId} className="border-b border-line">
                      <th scope="row" className="py-1.5 pr-3 font-normal text-ink">
                        <span className="whitespace-nowrap">{formatDate(p.finishedAt, { day: 'numeric', month: 'short' })}</span>
                        <span className="block text-sm text-ink-muted sm:ml-2 sm:inline">{t(kindWord[p.kind])}</span>
                      </th>
                      <td className="py-1.5 pr-3 font-semibold text-ink tabular-nums">{p.mistakes}</td>
                      <td className="py-1.5 pr-3 text-ink tabular-nums">{p.inaccuracies}</td>
                      <td className="py-1.5 text-ink tabular-nums">{p.childMoves}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </CardContent>
      )}
    </Card>
  );
}
