import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { LOGIN_URL, LOGOUT_URL } from '../../lib/unauthorized';
import { teacherStatusQueryOptions } from '../../api/get-teacher-status';
import { Logo } from './logo';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';

/** Layout for signed-out visitors: logo, Login and Sign Up (both go to the login, spec §2). */
export function PublicLayout() {
  // A teacher's account with no child of its own is signed in without a child to play (issue
  // 24): its teacher pages have read who it is, and the header offers to sign out. Read from
  // the cache only: a visitor's pages never ask.
  const signedInAccount = useQuery({ ...teacherStatusQueryOptions(), enabled: false }).data;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b-2 border-line bg-paper print:hidden">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo />
          {signedInAccount ? (
            <a href={LOGOUT_URL} className={buttonClassName('ghost', 'sm')}>
              <Trans>Logout</Trans>
            </a>
          ) : (
            <div className="flex items-center gap-2">
              <a href={LOGIN_URL} className={buttonClassName('ghost', 'sm')}>
                <Trans>Login</Trans>
              </a>
              <a href={LOGIN_URL} className={buttonClassName('primary', 'sm')}>
                <Trans>Sign Up</Trans>
              </a>
            </div>
          )}
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6">
        <Outlet />
      </main>
      <SiteFooter signedIn={false} />
    </div>
  );
}
