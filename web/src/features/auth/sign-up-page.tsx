import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PRIVACY_POLICY_VERSION, firstChildBodySchema, signUpBodySchema, type SignUpBody } from '@chess-quest/protocol/auth';
import { CHILD_AGE_MAX, CHILD_AGE_MIN, PARENT_PIN_LENGTH } from '@chess-quest/protocol/constants';
import { ConsentCheckbox, EmailAndPasswordInputs, SignInInstead, SignUpPinInput } from '../../components/sign-up/sign-up-fields';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField, inputClassName } from '../../components/ui/form-field';
import { FormInput } from '../../components/ui/form-input';
import { showServerFieldError, useZodForm } from '../../lib/form';
import { requestErrorMessage } from '../../lib/request-error-message';
import { toast } from '../../lib/toast';
import { useFinishSignUp } from './api/finish-sign-up';
import { useSignUp } from './api/sign-up';
import { AuthCard } from './auth-card';
import { CloseAccountDialog } from './close-account-dialog';

const ages = Array.from({ length: CHILD_AGE_MAX - CHILD_AGE_MIN + 1 }, (_, i) => CHILD_AGE_MIN + i);

export default function SignUpPage() {
  const { t } = useLingui();
  /** The form's labels, also used in place of the API field names that start the protocol's messages. */
  const LABELS = {
    email: t`Email`,
    password: t`Password`,
    parentPin: t`Parent PIN`,
    childFirstName: t`Child's first name`,
    childAge: t`Child's age`,
    privacyConsent: t`Consent`,
  };
  const navigate = useNavigate();
  // After a first sign-in at an OpenID Connect provider the account exists already:
  // only the parent PIN and the first child are missing.
  const [searchParams] = useSearchParams();
  const childStep = searchParams.get('step') === 'child';
  // The account has its parent PIN already (its last child was erased): the step asks for
  // that PIN, and offers to close the account instead.
  const hasPin = childStep && searchParams.get('pin') === 'current';
  const [closing, setClosing] = useState(false);
  const signUp = useSignUp();
  const finishSignUp = useFinishSignUp();
  const pending = signUp.isPending || finishSignUp.isPending;
  // The child step checks its three fields only (email and password stay empty and unsent).
  const schema = (childStep ? firstChildBodySchema : signUpBodySchema) as typeof signUpBodySchema;
  const form = useZodForm(
    schema,
    // The consent box starts unticked: the parent ticks it (COPPA's consent is never assumed).
    { email: '', password: '', parentPin: '', childFirstName: '', childAge: '', privacyConsent: false as unknown as true },
    LABELS,
  );
  const { errors } = form.formState;
  const formError = errors.root?.server?.message;

  const onSubmit = async (values: SignUpBody) => {
    // mutateAsync, not mutate callbacks: signing up swaps the layout and unmounts this page
    // before per-call callbacks would run.
    try {
      const user = childStep ? await finishSignUp.mutateAsync(firstChildBodySchema.parse(values)) : await signUp.mutateAsync(values);
      const { firstName, username } = user;
      toast({ title: t`Welcome to Chess Quest!`, description: t`${firstName} will play as ${username}.` });
      await navigate('/');
    } catch (error) {
      if (!showServerFieldError(form, error, LABELS)) {
        form.setError('root.server', { type: 'server', message: requestErrorMessage(error) });
      }
    }
  };

  return (
    <AuthCard
      title={hasPin ? t`Add a Child` : childStep ? t`Finish Setting Up` : t`Create an Account`}
      intro={
        hasPin
          ? t`Your account has no child profile. Add a child to play again, or close the account.`
          : childStep
            ? t`You are signed in. Choose your parent PIN and tell us about your young player.`
            : t`Grown-ups, set up Chess Quest for your young player in one minute.`
      }
    >
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className="grid gap-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <fieldset className="grid gap-5">
          <legend className="mb-3 text-xl font-bold text-ink">
            <Trans>About you</Trans>
          </legend>
          {!childStep && <EmailAndPasswordInputs form={form} idPrefix="sign-up" labels={LABELS} />}
          <SignUpPinInput
            form={form}
            id="sign-up-pin"
            label={LABELS.parentPin}
            hint={
              hasPin
                ? t`The ${PARENT_PIN_LENGTH}-digit parent PIN you already have.`
                : t`${PARENT_PIN_LENGTH} digits, for grown-ups only. Keep it secret from your young player.`
            }
          />
        </fieldset>
        <fieldset className="grid gap-5">
          <legend className="mb-3 text-xl font-bold text-ink">
            <Trans>About your child</Trans>
          </legend>
          <p className="rounded-xl bg-sun-soft px-4 py-3 text-ink">
            <Trans>
              Your child gets a fun player name like “BraveKnight42”. Other players only ever see that name, never your child’s real name.
            </Trans>
          </p>
          <FormInput
            form={form}
            name="childFirstName"
            id="sign-up-child-name"
            label={LABELS.childFirstName}
            type="text"
            autoComplete="off"
            required
          />
          <FormField id="sign-up-child-age" label={LABELS.childAge} error={errors.childAge?.message}>
            {(control) => (
              <select {...control} {...form.register('childAge')} required className={`${inputClassName} max-w-48`}>
                <option value="">{t`Choose an age`}</option>
                {ages.map((age) => (
                  <option key={age} value={age}>
                    {age}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </fieldset>
        <ConsentCheckbox form={form} id="sign-up-consent">
          <Trans>
            I am this child’s parent or guardian, and I agree to the{' '}
            <Link to="/privacy-policy" target="_blank" className="font-semibold text-brand-strong underline">
              Privacy Policy
            </Link>{' '}
            (version {PRIVACY_POLICY_VERSION}): Chess Quest keeps my child’s first name, age and play, as it describes.
          </Trans>
        </ConsentCheckbox>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? t`Creating account...` : hasPin ? t`Add Child` : childStep ? t`Finish Sign Up` : t`Create Account`}
        </Button>
      </form>
      {hasPin && (
        <div className="mt-8 grid gap-3 border-t-2 border-line pt-6">
          <h2 className="text-xl font-bold text-ink">
            <Trans>Or close the account</Trans>
          </h2>
          <p className="text-ink-muted">
            <Trans>Closing erases your account and your email address with it, and signs you out.</Trans>
          </p>
          <Button variant="outline" className="justify-self-start" onClick={() => setClosing(true)}>
            <Trans>Close the account</Trans>
          </Button>
          {closing && <CloseAccountDialog onClose={() => setClosing(false)} />}
        </div>
      )}
      {!childStep && (
        <>
          <SignInInstead />
          <p className="mt-2 text-center">
            <Trans>
              Are you a teacher?{' '}
              <Link to="/teach/sign-up" className="font-semibold text-brand-strong underline">
                Create a teacher account
              </Link>
            </Trans>
          </p>
        </>
      )}
    </AuthCard>
  );
}
