import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterFirstPaint } from '../lib/after-first-paint';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useToasts } from '../lib/toast';

// The toasts' code (Radix Toast, ~10 kB gzipped) is not part of any page's first script: it
// loads once the page has painted, or at once for a toast raised before that. A toast waits
// in lib/toast's queue until it can show, so none is lost.
const Toaster = lazy(() => import('../components/ui/toaster').then((mod) => ({ default: mod.Toaster })));

/** Inside the router: a toast's button may open a page (a challenge's Accept opens the game). */
export function ToasterAfterFirstPaint() {
  const [painted, setPainted] = useState(false);
  const waiting = useToasts().length > 0;
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  if (!painted && !waiting) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * When the language changes, the server's answers held in the cache are asked for again: the
 * server writes content (lessons, chapters, achievements...) in the language it resolves.
 */
function RefetchOnLanguageChange() {
  useEffect(() => {
    let shown = i18n.locale;
    return i18n.on('change', () => {
      if (i18n.locale === shown) return;
      shown = i18n.locale;
      void queryClient.invalidateQueries();
    });
  }, []);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RefetchOnLanguageChange />
        {children}
      </I18nProvider>
    </QueryClientProvider>
  );
}
