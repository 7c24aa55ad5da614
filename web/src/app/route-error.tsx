import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { buttonClassName } from '../components/ui/button';
import { PageLoading } from '../components/ui/page-loading';
import { isReloadingForNewCode } from '../lib/reload-for-new-code';

/**
 * Last resort when a page throws while rendering or its code cannot be loaded. Reloading fixes
 * both. (Code gone after a new version went out reloads the page by itself, once:
 * lib/reload-for-new-code.ts.)
 */
export function RouteError() {
  const { t } = useLingui();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{t`Something went wrong – Chess Quest`}</title>
      <TriangleAlert aria-hidden="true" className="size-12 text-danger" />
      <h1 className="text-3xl font-extrabold text-ink">
        <Trans>Oops! Something went wrong</Trans>
      </h1>
      <p className="text-ink-muted">
        <Trans>Please reload the page. If it keeps happening, let us know through Contact Us.</Trans>
      </p>
      <a href={typeof window === 'undefined' ? '/' : window.location.href} className={buttonClassName('primary')}>
        <Trans>Reload the page</Trans>
      </a>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  path: string;
}

interface BoundaryState {
  failed: boolean;
  /** The address the state belongs to: another one starts without the error. */
  path: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, path: this.props.path };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  // Back, Forward or another address leaves the error behind.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.path !== state.path ? { failed: false, path: props.path } : null;
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // The page is on its way back with the new version's code: no error screen in between.
    return isReloadingForNewCode() ? <PageLoading /> : <RouteError />;
  }
}

/** Shows RouteError in place of the whole app when a page throws; another address tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary path={pathname}>{children}</Boundary>;
}
