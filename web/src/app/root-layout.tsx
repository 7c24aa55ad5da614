import { lazy, Suspense, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useAuth } from '../lib/use-auth';
import { PageLoading } from '../components/ui/page-loading';
import { PublicLayout } from './layouts/public-layout';
import { OfflineNotice } from './offline-notice';

const SignedInLayout = lazy(() => import('./layouts/signed-in-layout'));

/**
 * A new page starts at its top; Back and Forward leave the position to the browser, which
 * keeps it for the pages of its history.
 */
function ScrollToTop() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [key, navigationType]);
  return null;
}

function FullPageLoading() {
  return (
    <main className="min-h-dvh">
      <PageLoading />
    </main>
  );
}

/**
 * Waits for "who am I?", then frames every route in the signed-in or the public layout.
 * The one Suspense boundary sits around the whole layout, so the first paint shows the
 * header and the page together. Later navigations run in a transition (React Router
 * does that), which keeps the current page on screen while the next page's code loads.
 */
export function RootLayout() {
  const { user, isLoading } = useAuth();
  return (
    <>
      <ScrollToTop />
      <OfflineNotice />
      {isLoading ? (
        <FullPageLoading />
      ) : (
        <Suspense fallback={<FullPageLoading />}>{user ? <SignedInLayout user={user} /> : <PublicLayout />}</Suspense>
      )}
    </>
  );
}
