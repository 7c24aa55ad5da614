import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { i18n } from '../../lib/i18n';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { m, useReducedMotion } from 'framer-motion';
import type { PromotionPiece } from '@chess-quest/protocol/chess/position';
import { defaultPieces } from 'react-chessboard';
import { memo } from 'react';
import { cn } from '../../lib/cn';

const CHOICES: { piece: PromotionPiece; label: MessageDescriptor }[] = [
  { piece: 'q', label: msg`Queen` },
  { piece: 'r', label: msg`Rook` },
  { piece: 'b', label: msg`Bishop` },
  { piece: 'n', label: msg`Knight` },
];

export interface PromotionPickerProps {
  open: boolean;
  color: 'w' | 'b';
  onChoose: (piece: PromotionPiece) => void;
  onCancel: () => void;
  /** Where focus goes when the picker closes (Radix would otherwise drop it on the page body). */
  onCloseFocus?: () => void;
}

/**
 * "Your pawn reached the end": a small modal over the board with four big buttons. Radix gives
 * the focus trap, Escape and the names; the first button (Queen, the usual choice) gets focus.
 */
export const PromotionPicker = memo(PromotionPickerDialog, closedBoth);

/**
 * A closed picker draws nothing, whatever its callbacks: the board's render for a tap or a move
 * leaves it alone (issue 29). Open, it is drawn with the board's latest callbacks.
 */
function closedBoth(before: PromotionPickerProps, after: PromotionPickerProps): boolean {
  return !before.open && !after.open;
}

function PromotionPickerDialog({ open, color, onChoose, onCancel, onCloseFocus }: PromotionPickerProps) {
  const reducedMotion = useReducedMotion();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      {open && (
        <>
          <DialogPrimitive.Overlay className="absolute inset-0 z-30 rounded-xl bg-ink/40" />
          <DialogPrimitive.Content
            asChild
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              onCloseFocus?.();
            }}
          >
            <m.div
              initial={reducedMotion ? false : { opacity: 0, scale: 0.9 }}
              animate={{ opacity: 1, scale: 1 }}
              transition={{ duration: reducedMotion ? 0 : 0.15 }}
              className="absolute inset-0 z-40 m-auto h-fit w-[calc(100%-1.5rem)] max-w-sm rounded-[var(--radius-card)] bg-paper p-4 shadow-xl sm:p-5"
            >
              <DialogPrimitive.Title className="text-lg font-bold text-ink">
                <Trans>Your pawn reached the end!</Trans>
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-ink-muted">
                <Trans>Choose what it becomes.</Trans>
              </DialogPrimitive.Description>
              <div className="mt-3 grid grid-cols-4 gap-2">
                {CHOICES.map(({ piece, label }) => {
                  const Image = defaultPieces[`${color}${piece.toUpperCase()}`];
                  return (
                    <button
                      key={piece}
                      type="button"
                      onClick={() => onChoose(piece)}
                      className={cn(
                        'flex min-h-11 flex-col items-center justify-center rounded-2xl border-2 border-line bg-cream p-1',
                        'text-xs font-semibold text-ink hover:border-brand hover:bg-brand-soft motion-safe:transition-colors',
                      )}
                    >
                      <span aria-hidden="true" className="block size-12 sm:size-14">
                        {Image?.()}
                      </span>
                      {i18n._(label)}
                    </button>
                  );
                })}
              </div>
              <DialogPrimitive.Close className="mt-3 min-h-11 w-full rounded-full font-semibold text-brand-strong hover:bg-brand-soft">
                <Trans>Cancel</Trans>
              </DialogPrimitive.Close>
            </m.div>
          </DialogPrimitive.Content>
        </>
      )}
    </DialogPrimitive.Root>
  );
}
