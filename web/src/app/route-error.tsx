import { TriangleAlert } from 'lucide-react';
import { buttonClassName } from '../components/ui/button';

/**
 * Last resort when a page throws while rendering or its code cannot be loaded (for example
 * after a new version was deployed while the tab was open). Reloading fixes both.
 */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>Something went wrong – Chess Quest</title>
      <TriangleAlert aria-hidden="true" className="size-12 text-danger" />
      <h1 className="text-3xl font-extrabold text-ink">Oops! Something went wrong</h1>
      <p className="text-ink-muted">Please reload the page. If it keeps happening, let us know through Contact Us.</p>
      <a href={typeof window === 'undefined' ? '/' : window.location.href} className={buttonClassName('primary')}>
        Reload the page
      </a>
    </main>
  );
}
