import { Trans, useLingui } from '@lingui/react/macro';
import { School } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { loginBodySchema, type LoginBody } from '@chess-quest/protocol/auth';
import { Button, buttonClassName } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { FormInput } from '../../components/ui/form-input';
import { ApiError } from '../../lib/api-client';
import { showServerFieldError, useZodForm } from '../../lib/form';
import { requestErrorMessage } from '../../lib/request-error-message';
import { toast } from '../../lib/toast';
import { useSignIn } from './api/sign-in';
import { AuthCard } from './auth-card';

/** Where a 409 answer says to go on (`next`): the sign-up's child step, or a teacher's area (an account with no child), if any. */
function childStepOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const next: unknown = (JSON.parse(error.body) as { next?: unknown }).next;
    return typeof next === 'string' && (next.startsWith('/sign-up?step=child') || next === '/teach') ? next : null;
  } catch {
    return null;
  }
}

export default function SignInPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const LABELS = { email: t`Email`, password: t`Password` };
  const form = useZodForm(loginBodySchema, { email: '', password: '' }, LABELS);
  const { errors } = form.formState;

  const onSubmit = async (body: LoginBody) => {
    // mutateAsync, not mutate callbacks: signing in swaps the layout and unmounts this page
    // before per-call callbacks would run.
    try {
      const user = await signIn.mutateAsync(body);
      const firstName = user.firstName;
      toast({ title: t`Welcome Back!`, description: t`Great to see you, ${firstName}!` });
      await navigate('/');
    } catch (error) {
      // An account with no child yet (a provider's sign-up not finished, or its last child
      // erased) is signed in and goes on to add one.
      const next = childStepOf(error);
      if (next) {
        await navigate(next);
        return;
      }
      // Anything not about one field is shown from signIn.error below.
      showServerFieldError(form, error, LABELS);
    }
  };

  return (
    <AuthCard title={t`Sign In`} intro={t`Welcome back! Sign in with the parent's email and password.`}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className="grid gap-5">
        {signIn.isError && !(errors.email ?? errors.password) && <FormAlert>{requestErrorMessage(signIn.error)}</FormAlert>}
        <FormInput form={form} name="email" id="sign-in-email" label={LABELS.email} type="email" autoComplete="email" required />
        <FormInput
          form={form}
          name="password"
          id="sign-in-password"
          label={LABELS.password}
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" size="lg" disabled={signIn.isPending}>
          {signIn.isPending ? t`Signing in...` : t`Sign In`}
        </Button>
      </form>
      <p className="mt-6 text-center">
        <Trans>
          New to Chess Quest?{' '}
          <Link to="/sign-up" className="font-semibold text-brand-strong underline">
            Create an account
          </Link>
        </Trans>
      </p>
      <div className="mt-6 grid gap-3 border-t-2 border-line pt-6 text-center">
        {/* May wrap: on a 390-px phone its one line is a pixel wider than the card. */}
        <Link to="/class-login" className={buttonClassName('secondary', 'lg')} style={{ whiteSpace: 'normal' }}>
          <School aria-hidden="true" className="size-5" />
          <Trans>Sign in with my class card</Trans>
        </Link>
        <p>
          <Trans>
            Are you a teacher?{' '}
            <Link to="/teach/sign-up" className="font-semibold text-brand-strong underline">
              Create a teacher account
            </Link>
          </Trans>
        </p>
      </div>
    </AuthCard>
  );
}
