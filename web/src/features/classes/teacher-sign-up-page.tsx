import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { PRIVACY_POLICY_VERSION } from '@chess-quest/protocol/auth';
import { teacherSignUpBodySchema, type TeacherSignUpBody } from '@chess-quest/protocol/classes';
import { PARENT_PIN_LENGTH } from '@chess-quest/protocol/constants';
import { ConsentCheckbox, EmailAndPasswordInputs, SignInInstead, SignUpPinInput } from '../../components/sign-up/sign-up-fields';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-field';
import { showServerFieldError, useZodForm } from '../../lib/form';
import { requestErrorMessage } from '../../lib/request-error-message';
import { toast } from '../../lib/toast';
import { useTeacherSignUp } from './api/teacher-sign-up';

/** A teacher's account (issue 24): email, password and a PIN for the teacher area; no child of its own. */
export default function TeacherSignUpPage() {
  const navigate = useNavigate();
  const signUp = useTeacherSignUp();
  const { t } = useLingui();
  const labels = { email: t`Email`, password: t`Password`, parentPin: t`PIN`, privacyConsent: t`Consent` };
  const digits = PARENT_PIN_LENGTH;
  const version = PRIVACY_POLICY_VERSION;
  const form = useZodForm(
    teacherSignUpBodySchema,
    // The consent box starts unticked: it is never assumed.
    { email: '', password: '', parentPin: '', privacyConsent: false as unknown as true },
    labels,
  );
  const { errors } = form.formState;

  const onSubmit = async (body: TeacherSignUpBody) => {
    try {
      await signUp.mutateAsync(body);
      toast({ title: t`Welcome, teacher!`, description: t`Make your first class and add your students.` });
      // In the app, not a page load: a page load locks the teacher area the sign-up opened.
      await navigate('/teach');
    } catch (error) {
      if (!showServerFieldError(form, error, labels)) {
        form.setError('root.server', { type: 'server', message: requestErrorMessage(error) });
      }
    }
  };

  return (
    <>
      <title>{t`Create a Teacher Account – Chess Quest`}</title>
      <Card className="mx-auto max-w-lg p-6 sm:p-10">
        <h1 className="text-3xl font-extrabold text-ink">
          <Trans>Create a Teacher Account</Trans>
        </h1>
        <p className="mt-2 text-ink-muted">
          <Trans>
            For a class at school or a chess club. You add your students; they sign in with a printed card, without an email or a password.
          </Trans>
        </p>
        <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className="mt-6 grid gap-5">
          {errors.root?.server?.message && <FormAlert>{errors.root.server.message}</FormAlert>}
          <EmailAndPasswordInputs form={form} idPrefix="teacher" labels={labels} />
          <SignUpPinInput
            form={form}
            id="teacher-pin"
            label={labels.parentPin}
            hint={t`${digits} digits. The teacher area shows your students' names, so it opens only with this PIN: a child using your device cannot see them.`}
          />
          <ConsentCheckbox form={form} id="teacher-consent">
            <Trans>
              I agree to the{' '}
              <Link to="/privacy-policy" target="_blank" className="font-semibold text-brand-strong underline">
                Privacy Policy
              </Link>{' '}
              (version {version}), and I have my school’s or the parents’ permission to add my students’ first names.
            </Trans>
          </ConsentCheckbox>
          <Button type="submit" size="lg" disabled={signUp.isPending}>
            {signUp.isPending ? t`Creating account...` : t`Create Teacher Account`}
          </Button>
        </form>
        <SignInInstead />
        <p className="mt-2 text-center text-ink-muted">
          <Trans>A parent already? Open the Parent View and choose “Teach a chess class”.</Trans>
        </p>
      </Card>
    </>
  );
}
