import { LOGOUT_REDIRECT_DELAY_MS } from '@chess-quest/protocol/constants';
import { toast } from './toast';

export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';

let redirectScheduled = false;

/**
 * Spec §4/§8: on a protected screen, a signed-out user (or any 401 answer) gets the
 * destructive toast 'Unauthorized' and, LOGOUT_REDIRECT_DELAY_MS later, a browser
 * navigation to the login. Several failing calls at once produce one toast, one redirect.
 */
export function redirectToLogin(): void {
  if (redirectScheduled) return;
  redirectScheduled = true;
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  window.setTimeout(() => {
    window.location.href = LOGIN_URL;
  }, LOGOUT_REDIRECT_DELAY_MS);
}

if (typeof window !== 'undefined') {
  // A page restored from the back/forward cache keeps this module's state; let it redirect again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) redirectScheduled = false;
  });
}
