import { Trans } from '@lingui/react/macro';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps past the header. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-full bg-ink px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}
