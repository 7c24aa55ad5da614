import { Trans } from '@lingui/react/macro';
import { memo, useId, useState, type FormEvent, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { inputClassName } from '../ui/form-field';

export interface MoveEntryProps {
  /** Returns true when the move was taken, which clears the box. */
  onSubmit: (text: string) => boolean;
  /**
   * The board takes no move now (not your turn, waiting for the server). The box stays focusable
   * and keeps what was typed, so a keyboard user is not thrown out of it after every move.
   */
  unavailable?: boolean;
  /** "e4, Nf3 or e2e4" on a rules board; "e2e4" on the free-move board. */
  example: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * "Type a move": the way to play for a child who cannot drag or click precisely. Memoised: the
 * board's render for a tap or a move does not draw it again unless its props changed (give it
 * a stable `onSubmit`).
 */
export const MoveEntry = memo(function MoveEntry({ onSubmit, unavailable = false, example, inputRef }: MoveEntryProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unavailable || text.trim() === '') return;
    if (onSubmit(text)) setText('');
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          <Trans>Type a move</Trans>
        </label>
        <input
          id={inputId}
          ref={inputRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          readOnly={unavailable}
          aria-disabled={unavailable || undefined}
          aria-describedby={hintId}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          className={cn(inputClassName, 'min-h-11 min-w-0 px-3', unavailable && 'cursor-not-allowed opacity-60')}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        aria-disabled={unavailable || text.trim() === '' || undefined}
        className={cn((unavailable || text.trim() === '') && 'cursor-not-allowed opacity-60')}
      >
        <Trans>Move</Trans>
      </Button>
      <p id={hintId} className="w-full text-xs text-ink-muted">
        <Trans>For example {example}.</Trans>
      </p>
    </form>
  );
});
