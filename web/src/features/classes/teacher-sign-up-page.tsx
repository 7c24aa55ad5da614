import { Link, useNavigate } from 'react-router';
import { PRIVACY_POLICY_VERSION } from '@chess-quest/protocol/auth';
import { teacherSignUpBodySchema, type TeacherSignUpBody } from '@chess-quest/protocol/classes';
import { PARENT_PIN_LENGTH, PASSWORD_MIN_LENGTH } from '@chess-quest/protocol/constants';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-field';
import { FormInput } from '../../components/ui/form-input';
import { ApiError, errorMessageOf } from '../../lib/api-client';
import { showServerFieldError, useZodForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { useTeacherSignUp } from './api/teacher-sign-up';

const LABELS = { email: 'Email', password: 'Password', parentPin: 'PIN', privacyConsent: 'Consent' } as const;

/** A teacher's account (issue 24): email, password and a PIN for the teacher area; no child of its own. */
export default function TeacherSignUpPage() {
  const navigate = useNavigate();
  const signUp = useTeacherSignUp();
  const form = useZodForm(
    teacherSignUpBodySchema,
    // The consent box starts unticked: it is never assumed.
    { email: '', password: '', parentPin: '', privacyConsent: false as unknown as true },
    LABELS,
  );
  const { errors } = form.formState;

  const onSubmit = async (body: TeacherSignUpBody) => {
    try {
      await signUp.mutateAsync(body);
      toast({ title: 'Welcome, teacher!', description: 'Make your first class and add your students.' });
      // In the app, not a page load: a page load locks the teacher area the sign-up opened.
      await navigate('/teach');
    } catch (error) {
      if (!showServerFieldError(form, error, LABELS)) {
        form.setError('root.server', {
          type: 'server',
          message:
            error instanceof ApiError ? errorMessageOf(error) : "We couldn't reach Chess Quest. Please check your internet connection and try again.",
        });
      }
    }
  };

  return (
    <>
      <title>Create a Teacher Account – Chess Quest</title>
      <Card className="mx-auto max-w-lg p-6 sm:p-10">
        <h1 className="text-3xl font-extrabold text-ink">Create a Teacher Account</h1>
        <p className="mt-2 text-ink-muted">
          For a class at school or a chess club. You add your students; they sign in with a printed card, without an email or a password.
        </p>
        <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className="mt-6 grid gap-5">
          {errors.root?.server?.message && <FormAlert>{errors.root.server.message}</FormAlert>}
          <FormInput form={form} name="email" id="teacher-email" label={LABELS.email} type="email" autoComplete="email" required />
          <FormInput
            form={form}
            name="password"
            id="teacher-password"
            label={LABELS.password}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
          />
          <FormInput
            form={form}
            name="parentPin"
            id="teacher-pin"
            label={LABELS.parentPin}
            hint={`${PARENT_PIN_LENGTH} digits. The teacher area shows your students' names, so it opens only with this PIN: a child using your device cannot see them.`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            pattern={`\\d{${PARENT_PIN_LENGTH}}`}
            maxLength={PARENT_PIN_LENGTH}
            required
            className="max-w-40 tracking-[0.5em]"
          />
          <div className="grid gap-1.5">
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                id="teacher-consent"
                {...form.register('privacyConsent')}
                aria-invalid={errors.privacyConsent ? true : undefined}
                aria-describedby={errors.privacyConsent ? 'teacher-consent-error' : undefined}
                className="mt-1 size-6 shrink-0 accent-brand"
              />
              <label htmlFor="teacher-consent" className="text-ink">
                I agree to the{' '}
                <Link to="/privacy-policy" target="_blank" className="font-semibold text-brand-strong underline">
                  Privacy Policy
                </Link>{' '}
                (version {PRIVACY_POLICY_VERSION}), and I have my school&rsquo;s or the parents&rsquo; permission to add my students&rsquo; first
                names.
              </label>
            </div>
            {errors.privacyConsent?.message && (
              <p id="teacher-consent-error" className="text-sm font-semibold text-danger">
                {errors.privacyConsent.message}
              </p>
            )}
          </div>
          <Button type="submit" size="lg" disabled={signUp.isPending}>
            {signUp.isPending ? 'Creating account...' : 'Create Teacher Account'}
          </Button>
        </form>
        <p className="mt-6 text-center">
          Already have an account?{' '}
          <Link to="/sign-in" className="font-semibold text-brand-strong underline">
            Sign in
          </Link>
        </p>
        <p className="mt-2 text-center text-ink-muted">A parent already? Open the Parent View and choose &ldquo;Teach a chess class&rdquo;.</p>
      </Card>
    </>
  );
}
