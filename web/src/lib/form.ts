import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { validationMessage, validationSentence } from './validation-messages';

/**
 * The one way a page builds a form: react-hook-form checked by a zod schema (the protocol's,
 * so the browser refuses what the server would refuse, with the same words). The first
 * field in error takes the focus; a field's error clears as soon as it is corrected.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  labels: Partial<Record<string, string>> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const check = zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>;
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => {
    const result = await check(values, context, options);
    // Valid input carries no errors; only a refusal's messages get the labels.
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: labelledErrors<z.input<S>>(result.errors, labels) };
  };
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/**
 * The protocol's messages start with the API field name ("parentPin must be exactly 4
 * digits"); a person reads the form's label instead ("Parent PIN must be …").
 */
export function labelledMessage(message: string, field: string, labels: Partial<Record<string, string>>): string {
  // "cardNumber: This card…" under the card number field is just its sentence.
  if (message.startsWith(`${field}: `)) return validationSentence(message.slice(field.length + 2));
  const label = labels[field];
  if (!label || !(message === field || message.startsWith(`${field} `))) return message;
  const rest = message.slice(field.length);
  // In the reader's language when the sentence is a known one (lib/validation-messages.ts).
  return validationMessage(label, rest) ?? label + rest;
}

function labelledErrors<T extends FieldValues>(errors: FieldErrors<T>, labels: Partial<Record<string, string>>): FieldErrors<T> {
  const out: Record<string, unknown> = {};
  for (const [field, error] of Object.entries(errors)) {
    const message = error && typeof error.message === 'string' ? error.message : undefined;
    out[field] = message ? { ...error, message: labelledMessage(message, field, labels) } : error;
  }
  return out as FieldErrors<T>;
}

/**
 * Puts a server's refusal under the field its body names (`field` of `{ code, message, field }`)
 * and focuses it. Answers false when the error names none of this form's fields, so the
 * caller shows it for the whole form.
 */
export function showServerFieldError<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError'>,
  error: unknown,
  labels: Partial<Record<Path<T>, string>>,
): boolean {
  if (!(error instanceof ApiError) || !error.field || !(error.field in labels)) return false;
  const field = error.field as Path<T>;
  const message = labelledMessage(error.serverMessage ?? error.message, field, labels);
  form.setError(field, { type: 'server', message }, { shouldFocus: true });
  return true;
}
