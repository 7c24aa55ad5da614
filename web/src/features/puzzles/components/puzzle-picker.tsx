import { Trans, useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ListChecks, X } from 'lucide-react';
import { memo, useState } from 'react';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import { Button } from '../../../components/ui/button';
import { PuzzleList } from './puzzle-list';

/**
 * Small screens: the list of puzzles folds into a sheet that rises from the bottom, so the
 * board comes first. Choosing a puzzle closes the sheet; the page brings the board into view.
 */
export const PuzzlePicker = memo(function PuzzlePicker({
  puzzles,
  dailyId,
  solvedIds,
  selectedId,
  onSelect,
}: {
  puzzles: readonly Puzzle[];
  dailyId: string | null;
  solvedIds: ReadonlySet<string>;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const solvedCount = puzzles.filter((p) => solvedIds.has(p.id)).length;
  const puzzleCount = puzzles.length;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="outline" className="w-full flex-wrap whitespace-normal max-sm:px-3" data-testid="puzzle-picker-open">
          <ListChecks aria-hidden="true" className="size-6" />
          <Trans>Choose a puzzle</Trans>
          <span className="text-sm font-normal">
            <Trans>
              {solvedCount} of {puzzleCount} solved
            </Trans>
          </span>
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-[var(--radius-card)] bg-paper shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b-2 border-line px-4 py-2">
            <DialogPrimitive.Title className="text-2xl font-extrabold text-ink">
              <Trans>Choose a puzzle</Trans>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t`Close`}
              className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-brand-soft"
            >
              <X aria-hidden="true" className="size-6" />
            </DialogPrimitive.Close>
          </div>
          <div className="overflow-y-auto overscroll-contain p-4">
            <PuzzleList
              puzzles={puzzles}
              dailyId={dailyId}
              solvedIds={solvedIds}
              selectedId={selectedId}
              heading={false}
              onSelect={(id) => {
                setOpen(false);
                onSelect(id);
              }}
            />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
});
