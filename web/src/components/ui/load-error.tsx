import { Trans } from '@lingui/react/macro';
import { Button } from './button';

/** Shown in place of data that failed to load, with a way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-danger bg-red-50 p-4 text-danger">
      <p className="font-semibold">
        <Trans>We couldn’t load {what}.</Trans>
      </p>
      <Button variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
