import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { FormField, inputClassName } from './form-field';

/**
 * A labelled text input bound to a field of a useZodForm form: it registers itself and shows
 * that field's error, so a page lists its fields instead of wiring each one by hand.
 */
export function FormInput<T extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  className,
  ...input
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'control'>;
  name: Path<T>;
  id: string;
  label: string;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'form'>) {
  // Its own subscription: the field re-renders with its error whether or not the page reads errors.
  const { errors } = useFormState({ control: form.control, name });
  const error: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return (
    <FormField id={id} label={label} hint={hint} error={typeof error === 'string' ? error : undefined}>
      {(control) => <input {...control} {...input} {...form.register(name)} className={cn(inputClassName, className)} />}
    </FormField>
  );
}
