import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { Locale } from '@chess-quest/protocol/locales';
import { SIGNED_IN_LAYOUT_CATALOGS } from '@chess-quest/protocol/page-catalogs';
import { activateLocale, activeLocale, loadCatalogs, rememberedLocale, rememberLocale } from '../lib/i18n';
import { useAuth } from '../lib/use-auth';
import { PageLoading } from '../components/ui/page-loading';
import { PublicLayout } from './layouts/public-layout';
import { OfflineNotice } from './offline-notice';

/**
 * The layout's own catalogues (protocol/src/page-catalogs.ts) come with its code: the reward
 * celebration and appearance (achievements, customization) and the live parts' toasts
 * (app/live-features.ts).
 */
const SignedInLayout = lazy(() =>
  Promise.all([import('./layouts/signed-in-layout'), loadCatalogs(SIGNED_IN_LAYOUT_CATALOGS)]).then(([layout]) => layout),
);

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

/**
 * A signed-in child reads the app in the language the parent chose (issue 27); it is
 * remembered in the cookie too, so the next visit opens in it at once. (The pseudo-locale, a
 * test setting, stays as it is.)
 */
function ChildLanguage({ locale }: { locale: Locale | undefined }) {
  useEffect(() => {
    if (!locale || rememberedLocale() === 'pseudo' || locale === activeLocale()) return;
    rememberLocale(locale);
    void activateLocale(locale);
  }, [locale]);
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
      <ChildLanguage locale={user?.locale} />
      <OfflineNotice />
      {isLoading ? (
        <FullPageLoading />
      ) : (
        <Suspense fallback={<FullPageLoading />}>{user ? <SignedInLayout user={user} /> : <PublicLayout />}</Suspense>
      )}
    </>
  );
}
