import { Controller, useWatch } from 'react-hook-form';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '@chess-quest/protocol/constants';
import { addChildBodySchema, AVATARS, avatarUrl, type AddChildBody, type AvatarId } from '@chess-quest/protocol/parent';
import { Button } from '../ui/button';
import { FormAlert, FormField, inputClassName } from '../ui/form-field';
import { FormInput } from '../ui/form-input';
import { errorMessageOf } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { showServerFieldError, useZodForm } from '../../lib/form';

export interface ChildFormValues {
  firstName: string;
  age: number;
  avatar: AvatarId;
  timeZone?: string;
}

/** The browser's own time zone: where a child added on this device most likely lives. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the browser knows, the current one first if it is missing from the list. */
function timeZoneOptions(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/** The avatar id behind a profile picture URL, when it is one of the built-in avatars. */
export function avatarIdOf(url: string | null): AvatarId | null {
  return AVATARS.find((avatar) => avatarUrl(avatar.id) === url)?.id ?? null;
}

function AvatarPicker({ value, onChange }: { value: AvatarId; onChange: (id: AvatarId) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 font-semibold text-ink">Avatar</legend>
      <div className="grid grid-cols-4 gap-2">
        {AVATARS.map((avatar) => (
          <label
            key={avatar.id}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-1 rounded-2xl border-2 p-2 text-center text-xs font-semibold',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
              value === avatar.id ? 'border-brand bg-brand-soft text-brand-strong' : 'border-line text-ink',
            )}
          >
            <input
              type="radio"
              name="avatar"
              value={avatar.id}
              checked={value === avatar.id}
              onChange={() => onChange(avatar.id)}
              className="sr-only"
            />
            <img src={avatarUrl(avatar.id)} alt="" className="size-12 rounded-full" />
            {avatar.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const LABELS = { firstName: 'First name', age: 'Age', avatar: 'Avatar', timeZone: 'Time zone' } as const;

/**
 * Add or edit a child profile: first name, age 6-12, a built-in avatar (no uploads).
 * `onSubmit` sends the profile and rejects with the server's refusal, which the form shows
 * under the field it names or above the form.
 */
export function ChildForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: ChildFormValues;
  submitLabel: string;
  onSubmit: (values: AddChildBody) => Promise<unknown>;
}) {
  const form = useZodForm(addChildBodySchema, { ...initial, timeZone: initial.timeZone ?? browserTimeZone() }, LABELS);
  const zones = timeZoneOptions(initial.timeZone ?? browserTimeZone());
  const { errors, isSubmitting } = form.formState;
  const firstName = useWatch({ control: form.control, name: 'firstName' });

  const submit = async (values: AddChildBody) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!showServerFieldError(form, error, LABELS)) {
        form.setError('root.server', { type: 'server', message: errorMessageOf(error) });
      }
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate className="mt-4 grid gap-5">
      {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
      <FormInput
        form={form}
        name="firstName"
        id="child-first-name"
        label={LABELS.firstName}
        hint="Only you see it; other players see a made-up player name."
        required
        maxLength={40}
        autoComplete="off"
      />
      <FormField id="child-age" label={LABELS.age} error={errors.age?.message}>
        {(control) => (
          <select {...control} {...form.register('age')} className={inputClassName}>
            {Array.from({ length: CHILD_AGE_MAX - CHILD_AGE_MIN + 1 }, (_, i) => CHILD_AGE_MIN + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="child-time-zone"
        label={LABELS.timeZone}
        hint="Your child's day (the daily streak and free puzzles) starts at midnight here."
        error={errors.timeZone?.message}
      >
        {(control) => (
          <select {...control} {...form.register('timeZone')} className={inputClassName}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Controller control={form.control} name="avatar" render={({ field }) => <AvatarPicker value={field.value} onChange={field.onChange} />} />
      <Button type="submit" disabled={isSubmitting || firstName.trim() === ''}>
        {isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
