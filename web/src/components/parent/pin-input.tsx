import type { Ref } from 'react';
import { PARENT_PIN_LENGTH } from '@chess-quest/protocol/constants';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField, type FieldControlProps } from '../ui/form-field';
import { cn } from '../../lib/cn';

/**
 * A big PIN box: large digits, wide spacing, the numeric keypad on phones and tablets; it
 * keeps digits only, at most the PIN's length.
 */
export function PinInput({
  control,
  value,
  onChange,
  onBlur,
  autoComplete,
  ref,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (pin: string) => void;
  onBlur?: () => void;
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
      onBlur={onBlur}
      className={cn(
        'block min-h-16 w-full max-w-60 rounded-2xl border-2 border-ink-muted bg-paper px-4 py-2',
        'text-center font-mono text-4xl tracking-[0.6em] text-ink aria-[invalid=true]:border-danger',
      )}
    />
  );
}

/** A labelled PinInput bound to a PIN field of a useZodForm form, with that field's error. */
export function PinField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  autoComplete,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  hint?: string;
  autoComplete: 'off' | 'new-password';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} hint={hint} error={fieldState.error?.message}>
          {(aria) => (
            <PinInput
              control={aria}
              ref={field.ref}
              autoComplete={autoComplete}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
      )}
    />
  );
}
