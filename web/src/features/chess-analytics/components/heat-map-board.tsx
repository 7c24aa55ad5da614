import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { HeatmapSquare } from '@chess-quest/protocol/chess-analytics';
import { HEATMAP_BUCKETS_PERCENT } from '@chess-quest/protocol/constants';
import { cn } from '../../../lib/cn';
import { i18n } from '../../../lib/i18n';
import { bucketOf, countLabel } from '../heatmap-buckets';

// Four warm colours, light to strong; each keeps its count label readable (4.5:1).
const BUCKET_CLASSES = ['bg-sun-soft text-amber-900', 'bg-amber-300 text-amber-950', 'bg-orange-600 text-white', 'bg-red-800 text-white'] as const;
const FILES = 'abcdefgh'.split('');
const RANKS = [8, 7, 6, 5, 4, 3, 2, 1];

/** A piece type as the heat map names it ("mostly knight"), in the language shown. */
export const PIECE_WORDS: Record<HeatmapSquare['pieceType'], MessageDescriptor> = {
  pawn: msg`pawn`,
  knight: msg`knight`,
  bishop: msg`bishop`,
  rook: msg`rook`,
  queen: msg`queen`,
  king: msg`king`,
};

export function describeSquare(square: string, data: HeatmapSquare | undefined): string {
  if (!data) return i18n._(msg`${square}: no moves yet`);
  const { count, winRate } = data;
  const piece = i18n._(PIECE_WORDS[data.pieceType]);
  return i18n._(msg`${square}: ${plural(count, { one: '# move', other: '# moves' })}, mostly ${piece}, ${winRate}% in games you won`);
}

/** The 8×8 board coloured by how often the child moved to each square, with its details on focus or hover. */
export function HeatMapBoard({ squares }: { squares: HeatmapSquare[] }) {
  const { t } = useLingui();
  const bySquare = new Map(squares.map((s) => [s.square, s]));
  const max = Math.max(0, ...squares.map((s) => s.count));
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <div
        role="grid"
        aria-label={t`Heat map of the squares your pieces moved to`}
        className="grid aspect-square w-full max-w-[28rem] grid-cols-8 grid-rows-8 overflow-hidden rounded-xl border-2 border-line"
      >
        {RANKS.map((rank) => (
          <div role="row" key={rank} className="contents">
            {FILES.map((file, fileIndex) => {
              const square = `${file}${rank}`;
              const data = bySquare.get(square);
              const bucket = data ? bucketOf(data.count, max) : -1;
              const dark = (fileIndex + rank) % 2 === 1;
              return (
                <button
                  key={square}
                  type="button"
                  role="gridcell"
                  aria-label={describeSquare(square, data)}
                  title={describeSquare(square, data)}
                  onMouseEnter={() => setSelected(square)}
                  onFocus={() => setSelected(square)}
                  onClick={() => setSelected(square)}
                  className={cn(
                    'relative flex min-h-0 items-center justify-center text-xs font-bold sm:text-sm',
                    bucket >= 0 ? BUCKET_CLASSES[bucket] : dark ? 'bg-stone-300 text-stone-700' : 'bg-stone-100 text-stone-600',
                    selected === square && 'outline outline-4 -outline-offset-4 outline-brand',
                  )}
                >
                  {data ? countLabel(data.count) : ''}
                  <span aria-hidden="true" className="absolute bottom-0.5 left-1 text-[0.6rem] font-semibold">
                    {square}
                  </span>
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <p aria-live="polite" className="min-h-12 rounded-xl bg-paper p-3 font-semibold text-ink">
        {selected ? describeSquare(selected, bySquare.get(selected)) : t`Point at a square or tab to it to see its moves.`}
      </p>
      <ul aria-label={t`Legend`} className="flex flex-wrap gap-3 text-sm">
        {HEATMAP_BUCKETS_PERCENT.map((limit, index) => (
          <li key={limit} className="flex items-center gap-2">
            <span aria-hidden="true" className={cn('inline-block size-5 rounded', BUCKET_CLASSES[index])} />
            {t`up to ${limit}% of your busiest square`}
          </li>
        ))}
      </ul>
    </div>
  );
}
