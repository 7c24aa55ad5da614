import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField, inputClassName } from '../../components/ui/form-field';
import { toast } from '../../lib/toast';
import { useSignIn } from './api/sign-in';
import { AuthCard } from './auth-card';
import { requestErrorMessage } from './request-error-message';

export default function SignInPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // mutateAsync, not mutate callbacks: signing in swaps the layout and unmounts this page
    // before per-call callbacks would run.
    try {
      const user = await signIn.mutateAsync({ email, password });
      toast({ title: 'Welcome Back!', description: `Great to see you, ${user.firstName}!` });
      await navigate('/');
    } catch {
      // shown from signIn.error below
    }
  };

  return (
    <AuthCard title="Sign In" intro="Welcome back! Sign in with the parent's email and password.">
      <form onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
        {signIn.isError && <FormAlert>{requestErrorMessage(signIn.error)}</FormAlert>}
        <FormField id="sign-in-email" label="Email">
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClassName}
            />
          )}
        </FormField>
        <FormField id="sign-in-password" label="Password">
          {(control) => (
            <input
              {...control}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={inputClassName}
            />
          )}
        </FormField>
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
