import { Button } from './button';

/** Shown in place of data that failed to load, with a way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-danger bg-red-50 p-4 text-danger">
      <p className="font-semibold">We couldn&rsquo;t load {what}.</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
