import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { firstChildBodySchema, signUpBodySchema } from '@chess-quest/protocol/auth';
import {
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  PARENT_PIN_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@chess-quest/protocol/constants';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField, inputClassName } from '../../components/ui/form-field';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useFinishSignUp } from './api/finish-sign-up';
import { useSignUp } from './api/sign-up';
import { AuthCard } from './auth-card';
import { fieldOfMessage, humanizeFieldMessage, SIGN_UP_FIELD_LABELS, type SignUpField } from './field-messages';
import { requestErrorMessage } from './request-error-message';

type Values = Record<SignUpField, string>;
type FieldErrors = Partial<Record<SignUpField, string>>;

const emptyValues: Values = { email: '', password: '', parentPin: '', childFirstName: '', childAge: '' };
const fieldOrder = Object.keys(SIGN_UP_FIELD_LABELS) as SignUpField[];
const ages = Array.from({ length: CHILD_AGE_MAX - CHILD_AGE_MIN + 1 }, (_, i) => CHILD_AGE_MIN + i);

export default function SignUpPage() {
  const navigate = useNavigate();
  // After a first sign-in at an OpenID Connect provider the account exists already:
  // only the parent PIN and the first child are missing.
  const [searchParams] = useSearchParams();
  const childStep = searchParams.get('step') === 'child';
  const signUp = useSignUp();
  const finishSignUp = useFinishSignUp();
  const pending = signUp.isPending || finishSignUp.isPending;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const update = (field: SignUpField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusField = (field: SignUpField) => {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = childStep ? firstChildBodySchema.safeParse(values) : signUpBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as SignUpField;
        next[field] ??= humanizeFieldMessage(issue.message);
      }
      setErrors(next);
      const first = fieldOrder.find((f) => next[f]);
      if (first) focusField(first);
      return;
    }
    // mutateAsync, not mutate callbacks: signing up swaps the layout and unmounts this page
    // before per-call callbacks would run.
    try {
      const user = childStep
        ? await finishSignUp.mutateAsync(firstChildBodySchema.parse(parsed.data))
        : await signUp.mutateAsync(signUpBodySchema.parse(parsed.data));
      toast({ title: 'Welcome to Chess Quest!', description: `${user.firstName} will play as ${user.username}.` });
      await navigate('/');
    } catch (error) {
      const message = requestErrorMessage(error);
      const field = error instanceof ApiError && error.status === 400 ? fieldOfMessage(message) : undefined;
      if (field) {
        setErrors((e) => ({ ...e, [field]: humanizeFieldMessage(message) }));
        focusField(field);
      } else {
        setFormError(message);
      }
    }
  };

  return (
    <AuthCard
      title={childStep ? 'Finish Setting Up' : 'Create an Account'}
      intro={
        childStep
          ? 'You are signed in. Choose your parent PIN and tell us about your young player.'
          : 'Grown-ups, set up Chess Quest for your young player in one minute.'
      }
    >
      <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <fieldset className="grid gap-5">
          <legend className="mb-3 text-xl font-bold text-ink">About you</legend>
          {!childStep && (
            <>
          <FormField id="sign-up-email" label={SIGN_UP_FIELD_LABELS.email} error={errors.email}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                required
                value={values.email}
                onChange={update('email')}
                className={inputClassName}
              />
            )}
          </FormField>
          <FormField
            id="sign-up-password"
            label={SIGN_UP_FIELD_LABELS.password}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            error={errors.password}
          >
            {(control) => (
              <input
                {...control}
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                value={values.password}
                onChange={update('password')}
                className={inputClassName}
              />
            )}
          </FormField>
            </>
          )}
          <FormField
            id="sign-up-pin"
            label={SIGN_UP_FIELD_LABELS.parentPin}
            hint={`${PARENT_PIN_LENGTH} digits, for grown-ups only. Keep it secret from your young player.`}
            error={errors.parentPin}
          >
            {(control) => (
              <input
                {...control}
                name="parentPin"
                type="password"
                inputMode="numeric"
                autoComplete="off"
                pattern={`\\d{${PARENT_PIN_LENGTH}}`}
                maxLength={PARENT_PIN_LENGTH}
                required
                value={values.parentPin}
                onChange={update('parentPin')}
                className={`${inputClassName} max-w-40 tracking-[0.5em]`}
              />
            )}
          </FormField>
        </fieldset>
        <fieldset className="grid gap-5">
          <legend className="mb-3 text-xl font-bold text-ink">About your child</legend>
          <p className="rounded-xl bg-sun-soft px-4 py-3 text-ink">
            Your child gets a fun player name like &ldquo;BraveKnight42&rdquo;. Other players only ever see
            that name, never your child&rsquo;s real name.
          </p>
          <FormField id="sign-up-child-name" label={SIGN_UP_FIELD_LABELS.childFirstName} error={errors.childFirstName}>
            {(control) => (
              <input
                {...control}
                name="childFirstName"
                type="text"
                autoComplete="off"
                required
                value={values.childFirstName}
                onChange={update('childFirstName')}
                className={inputClassName}
              />
            )}
          </FormField>
          <FormField id="sign-up-child-age" label={SIGN_UP_FIELD_LABELS.childAge} error={errors.childAge}>
            {(control) => (
              <select
                {...control}
                name="childAge"
                required
                value={values.childAge}
                onChange={update('childAge')}
                className={`${inputClassName} max-w-48`}
              >
                <option value="">Choose an age</option>
                {ages.map((age) => (
                  <option key={age} value={age}>
                    {age}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </fieldset>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Creating account...' : childStep ? 'Finish Sign Up' : 'Create Account'}
        </Button>
      </form>
      {!childStep && (
        <p className="mt-6 text-center">
          Already have an account?{' '}
          <Link to="/sign-in" className="font-semibold text-brand-strong underline">
            Sign in
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
