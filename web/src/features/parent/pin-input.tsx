import type { Ref } from 'react';
import { PARENT_PIN_LENGTH } from '@chess-quest/protocol/constants';
import type { FieldControlProps } from '../../components/ui/form-field';
import { cn } from '../../lib/cn';

/**
 * A big PIN box: large digits, wide spacing, the numeric keypad on phones and tablets; it
 * keeps digits only, at most the PIN's length.
 */
export function PinInput({
  control,
  value,
  onChange,
  autoComplete,
  ref,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (pin: string) => void;
  autoComplete: 'off' | 'new-password';
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <input
      {...control}
      ref={ref}
      type="password"
      inputMode="numeric"
      autoComplete={autoComplete}
      pattern={`\\d{${PARENT_PIN_LENGTH}}`}
      maxLength={PARENT_PIN_LENGTH}
      required
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PARENT_PIN_LENGTH))}
      className={cn(
        'block min-h-16 w-full max-w-60 rounded-2xl border-2 border-ink-muted bg-paper px-4 py-2',
        'text-center font-mono text-4xl tracking-[0.6em] text-ink aria-[invalid=true]:border-danger',
      )}
    />
  );
}
