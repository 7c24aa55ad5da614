import { Trans, useLingui } from '@lingui/react/macro';
import { Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { PICTURE_KEYS, PICTURE_PASSWORD_LENGTH, type PictureKey } from '@chess-quest/protocol/classes';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { PickedPictures } from '../picture-password';
import { Picture, pictureWord } from './pictures';

/**
 * The row of three boxes over the grid: the pictures tapped so far, in order, and the empty
 * boxes still to fill (numbered, so a child sees how many are left).
 */
export function PickedRow({ picked, children }: { picked: PickedPictures; children?: ReactNode }) {
  const { t } = useLingui();
  const described = picked.length === 0 ? t`none yet` : picked.map((p) => pictureWord(p)).join(', ');
  return (
    <div className="flex items-center justify-center gap-2 sm:gap-3">
      <div aria-live="polite" aria-label={t`Your pictures: ${described}`} role="group" className="flex justify-center gap-2 sm:gap-3">
        {Array.from({ length: PICTURE_PASSWORD_LENGTH }, (_, i) => {
          const picture = picked[i];
          return (
            <span
              key={i}
              className={cn(
                'inline-flex size-18 items-center justify-center rounded-2xl border-4 sm:size-28',
                picture ? 'border-brand bg-paper' : 'border-dashed border-line bg-cream',
              )}
            >
              {picture ? (
                <Picture picture={picture} wordClassName="text-sm sm:text-base" />
              ) : (
                <span aria-hidden="true" className="text-3xl font-extrabold text-ink-muted">
                  {i + 1}
                </span>
              )}
            </span>
          );
        })}
      </div>
      {children}
    </div>
  );
}

/**
 * The sixteen pictures as big buttons (at least 72 px, each with its word): a child taps three
 * in order. Keyboard: Tab and Enter like any button.
 */
export function PictureGrid({
  picked,
  onPick,
  onUndo,
  disabled,
}: {
  picked: PickedPictures;
  onPick: (picture: PictureKey) => void;
  onUndo: () => void;
  disabled: boolean;
}) {
  const full = picked.length >= PICTURE_PASSWORD_LENGTH;
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:gap-5">
      <PickedRow picked={picked}>
        <Button variant="outline" onClick={onUndo} disabled={disabled || picked.length === 0} className="px-3 sm:px-5">
          <Undo2 aria-hidden="true" className="size-5" />
          <Trans>Undo</Trans>
        </Button>
      </PickedRow>
      <div role="group" aria-label={t`Pictures`} className="mx-auto grid w-full max-w-xl grid-cols-4 gap-2 sm:gap-3">
        {PICTURE_KEYS.map((picture) => (
          <button
            key={picture}
            type="button"
            onClick={() => onPick(picture)}
            disabled={disabled || full}
            className={cn(
              'flex min-h-20 flex-col items-center justify-center rounded-2xl border-2 border-line bg-paper p-1 sm:min-h-24',
              'hover:border-brand hover:bg-brand-soft active:scale-95 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:active:scale-100',
            )}
          >
            <Picture picture={picture} wordClassName="text-sm sm:text-base" />
          </button>
        ))}
      </div>
    </div>
  );
}
