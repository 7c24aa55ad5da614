import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
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
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Shows RouteError in place of the whole app when a page throws; another address tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary path={pathname}>{children}</Boundary>;
}
