import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../lib/use-auth';
import { redirectToLogin } from '../lib/unauthorized';
import { LoginPrompt } from './login-prompt';

interface RequireAuthProps {
  children: ReactNode;
  /**
   * Shown to a signed-out visitor instead of the 'Unauthorized' toast and login redirect
   * (spec §6: multiplayer, customization, learning journey).
   */
  loginPrompt?: { title: string; message: string };
}

/**
 * Guards a signed-in route. The root layout has already waited for the auth check, so here
 * the answer is known. Signed out: the login prompt, or nothing while the redirect runs.
 */
export function RequireAuth({ children, loginPrompt }: RequireAuthProps) {
  const { isAuthenticated } = useAuth();
  const shouldRedirect = !isAuthenticated && !loginPrompt;

  useEffect(() => {
    if (shouldRedirect) redirectToLogin();
  }, [shouldRedirect]);

  if (isAuthenticated) return children;
  if (loginPrompt) return <LoginPrompt {...loginPrompt} />;
  return null;
}

/** The account pages make sense only when signed out; a signed-in user goes home. */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Navigate to="/" replace /> : children;
}
