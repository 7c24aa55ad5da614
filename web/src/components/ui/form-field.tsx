import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const inputClassName = cn(
  'block min-h-12 w-full rounded-xl border-2 border-ink-muted bg-paper px-4 py-2 text-base text-ink',
  'placeholder:text-ink-muted aria-[invalid=true]:border-danger',
);

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * A labelled form control with an optional hint and error. The control itself comes from
 * the render prop, which receives the id and ARIA wiring to spread onto it.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message for the whole form (announced when it appears). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border-2 border-danger bg-red-50 px-4 py-3 font-semibold text-danger">
      {children}
    </div>
  );
}
