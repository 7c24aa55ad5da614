import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { get, useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { PARENT_PIN_LENGTH, PASSWORD_MIN_LENGTH } from '@chess-quest/protocol/constants';
import { FormInput } from '../ui/form-input';

// The fields a parent's sign-up and a teacher's sign-up share (their bodies have the same
// email, password, parentPin and privacyConsent, protocol/src/auth.ts), bound to a useZodForm form.

/** The fields these parts read, by name. */
interface SignUpFields extends FieldValues {
  email: string;
  password: string;
  parentPin: string;
  privacyConsent: boolean;
}

type SignUpForm<T extends SignUpFields> = Pick<UseFormReturn<T>, 'register' | 'control'>;

/** The email and the new password (`<idPrefix>-email`, `<idPrefix>-password`). */
export function EmailAndPasswordInputs<T extends SignUpFields>({
  form,
  idPrefix,
  labels,
}: {
  form: SignUpForm<T>;
  idPrefix: string;
  labels: { email: string; password: string };
}) {
  const { t } = useLingui();
  return (
    <>
      <FormInput form={form} name={'email' as Path<T>} id={`${idPrefix}-email`} label={labels.email} type="email" autoComplete="email" required />
      <FormInput
        form={form}
        name={'password' as Path<T>}
        id={`${idPrefix}-password`}
        label={labels.password}
        hint={t`At least ${PASSWORD_MIN_LENGTH} characters.`}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
      />
    </>
  );
}

/** The PIN that opens the adult area (the parent's, or the teacher's). */
export function SignUpPinInput<T extends SignUpFields>({ form, id, label, hint }: { form: SignUpForm<T>; id: string; label: string; hint: string }) {
  return (
    <FormInput
      form={form}
      name={'parentPin' as Path<T>}
      id={id}
      label={label}
      hint={hint}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      pattern={`\\d{${PARENT_PIN_LENGTH}}`}
      maxLength={PARENT_PIN_LENGTH}
      required
      className="max-w-40 tracking-[0.5em]"
    />
  );
}

/** The consent box, unticked until the grown-up ticks it, with its words (`children`) and its error below. */
export function ConsentCheckbox<T extends SignUpFields>({ form, id, children }: { form: SignUpForm<T>; id: string; children: ReactNode }) {
  const name = 'privacyConsent' as Path<T>;
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as { message?: unknown } | undefined;
  const message = typeof error?.message === 'string' ? error.message : undefined;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          {...form.register(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-6 shrink-0 accent-brand"
        />
        <label htmlFor={id} className="text-ink">
          {children}
        </label>
      </div>
      {message && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

/** Under a sign-up form: "Already have an account? Sign in". */
export function SignInInstead() {
  return (
    <p className="mt-6 text-center">
      <Trans>
        Already have an account?{' '}
        <Link to="/sign-in" className="font-semibold text-brand-strong underline">
          Sign in
        </Link>
      </Trans>
    </p>
  );
}
