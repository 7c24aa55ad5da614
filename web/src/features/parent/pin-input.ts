import { PARENT_PIN_LENGTH } from '@chess-quest/protocol/constants';
import { cn } from '../../lib/cn';

/** A big PIN box: large digits, wide spacing, the numeric keypad on phones and tablets. */
export const pinInputClassName = cn(
  'block min-h-16 w-full max-w-60 rounded-2xl border-2 border-ink-muted bg-paper px-4 py-2',
  'text-center font-mono text-4xl tracking-[0.6em] text-ink aria-[invalid=true]:border-danger',
);

/** Keeps digits only, at most the PIN's length. */
export function onlyPinDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PARENT_PIN_LENGTH);
}
