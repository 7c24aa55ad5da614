import { Link, useNavigate } from 'react-router';
import { loginBodySchema, type LoginBody } from '@chess-quest/protocol/auth';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { FormInput } from '../../components/ui/form-input';
import { showServerFieldError, useZodForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { useSignIn } from './api/sign-in';
import { AuthCard } from './auth-card';
import { requestErrorMessage } from './request-error-message';

const LABELS = { email: 'Email', password: 'Password' } as const;

export default function SignInPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useZodForm(loginBodySchema, { email: '', password: '' }, LABELS);
  const { errors } = form.formState;

  const onSubmit = async (body: LoginBody) => {
    // mutateAsync, not mutate callbacks: signing in swaps the layout and unmounts this page
    // before per-call callbacks would run.
    try {
      const user = await signIn.mutateAsync(body);
      toast({ title: 'Welcome Back!', description: `Great to see you, ${user.firstName}!` });
      await navigate('/');
    } catch (error) {
      // Anything not about one field is shown from signIn.error below.
      showServerFieldError(form, error, LABELS);
    }
  };

  return (
    <AuthCard title="Sign In" intro="Welcome back! Sign in with the parent's email and password.">
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className="grid gap-5">
        {signIn.isError && !(errors.email ?? errors.password) && <FormAlert>{requestErrorMessage(signIn.error)}</FormAlert>}
        <FormInput
          form={form}
          name="email"
          id="sign-in-email"
          label={LABELS.email}
          type="email"
          autoComplete="email"
          required
        />
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
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center">
        New to Chess Quest?{' '}
        <Link to="/sign-up" className="font-semibold text-brand-strong underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
