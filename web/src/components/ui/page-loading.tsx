import { Trans } from '@lingui/react/macro';

/** Shown while the user or a page's code is loading (spec: 'Loading...'). */
export function PageLoading() {
  return (
    <p role="status" className="py-16 text-center text-xl font-semibold text-ink-muted">
      <Trans>Loading...</Trans>
    </p>
  );
}
