import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Controller, useWatch } from 'react-hook-form';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '@chess-quest/protocol/constants';
import { LOCALE_NAMES, LOCALES, type Locale } from '@chess-quest/protocol/locales';
import { addChildBodySchema, AVATARS, avatarUrl, type AddChildBody, type AvatarId } from '@chess-quest/protocol/parent';
import { Button } from '../ui/button';
import { FormAlert, FormField, inputClassName } from '../ui/form-field';
import { FormInput } from '../ui/form-input';
import { cn } from '../../lib/cn';
import { showServerFieldError, useZodForm } from '../../lib/form';
import { activeLocale } from '../../lib/i18n';
import { requestErrorMessage } from '../../lib/request-error-message';
import './server-error-texts';

export interface ChildFormValues {
  firstName: string;
  age: number;
  avatar: AvatarId;
  timeZone?: string;
  /** The language the child reads the app in (issue 27). */
  locale?: Locale;
}

/** The avatars' names (protocol/src/parent.ts AVATARS), in the reader's language. */
const AVATAR_NAMES: Record<AvatarId, MessageDescriptor> = {
  'knight-sun': msg`Sunny Knight`,
  'rook-sky': msg`Sky Rook`,
  'bishop-grape': msg`Grape Bishop`,
  'queen-rose': msg`Rose Queen`,
  'king-mint': msg`Mint King`,
  'pawn-lemon': msg`Lemon Pawn`,
  'knight-ocean': msg`Ocean Knight`,
  'queen-sunset': msg`Sunset Queen`,
};

/** The language a new child starts with: the one the parent reads now (English for the pseudo-locale). */
function currentLanguage(): Locale {
  const locale = activeLocale();
  return locale === 'pseudo' ? 'en' : locale;
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
  const { t } = useLingui();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 font-semibold text-ink">{t`Avatar`}</legend>
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
            {t(AVATAR_NAMES[avatar.id])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

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
  const { t } = useLingui();
  const LABELS = { firstName: t`First name`, age: t`Age`, avatar: t`Avatar`, timeZone: t`Time zone`, locale: t`Language` };
  const form = useZodForm(
    addChildBodySchema,
    { ...initial, timeZone: initial.timeZone ?? browserTimeZone(), locale: initial.locale ?? currentLanguage() },
    LABELS,
  );
  const zones = timeZoneOptions(initial.timeZone ?? browserTimeZone());
  const { errors, isSubmitting } = form.formState;
  const firstName = useWatch({ control: form.control, name: 'firstName' });

  const submit = async (values: AddChildBody) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!showServerFieldError(form, error, LABELS)) {
        form.setError('root.server', { type: 'server', message: requestErrorMessage(error) });
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
        hint={t`Only you see it; other players see a made-up player name.`}
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
        hint={t`Your child's day (the daily streak and free puzzles) starts at midnight here.`}
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
      <FormField
        id="child-locale"
        label={LABELS.locale}
        hint={t`The language of your child's lessons, story and screens.`}
        error={errors.locale?.message}
      >
        {(control) => (
          <select {...control} {...form.register('locale')} className={inputClassName}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Controller control={form.control} name="avatar" render={({ field }) => <AvatarPicker value={field.value} onChange={field.onChange} />} />
      <Button type="submit" disabled={isSubmitting || firstName.trim() === ''}>
        {isSubmitting ? t`Saving…` : submitLabel}
      </Button>
    </form>
  );
}
