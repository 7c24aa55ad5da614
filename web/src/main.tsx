import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/catalogs';
import { activateLocale, initialLocale } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { reloadForNewCode } from './lib/reload-for-new-code';
import { authUserQueryOptions } from './lib/use-auth';
import { parseWithoutEval } from './lib/zod-without-eval';
import './index.css';

parseWithoutEval();
// A tab older than the newest version reloads once when a page's code is gone.
reloadForNewCode();

// "Who am I?" goes out before React renders: the root layout waits for it, and the page's
// code is already on its way (the server lists it as modulepreload links in index.html).
// A page served without a session cookie says so: nobody is signed in, nothing to ask.
if (document.querySelector('meta[name="cq-session"][content="none"]')) {
  queryClient.setQueryData(authUserQueryOptions().queryKey, null);
} else {
  void queryClient.prefetchQuery(authUserQueryOptions());
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first screen's texts in the visitor's language (English comes with this script; another
// language's shared and landing catalogues are two small files). Should they fail to load
// (offline), the app opens in English.
void activateLocale(initialLocale())
  .catch(() => activateLocale('en'))
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

// Installable app: the service worker (public/sw.js) keeps the app shell for offline use.
// Not in development, where Vite serves unbundled modules that must never be cached.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works as before, online only.
    });
  });
}
