import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../lib/cn';
import { useNoticeBannerSlot } from '../lib/toast';
import { useCelebrationStore } from '../stores/celebration-store';

const SHOWN_MS = 4000;
/** While others wait their turn, each is shown a little shorter. */
const SHOWN_WHILE_OTHERS_WAIT_MS = 2000;

/**
 * The celebration of the signed-in shell: a short pill with the reward's icon and words,
 * read out politely by screen readers. It bounces only when the system allows motion, and
 * asks for nothing (no buttons, no "come back tomorrow").
 */
export function CelebrationBanner() {
  const current = useCelebrationStore((state) => state.current);
  const dismiss = useCelebrationStore((state) => state.dismiss);
  const othersWait = useCelebrationStore((state) => state.waiting.length > 0);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismiss(current.id), othersWait ? SHOWN_WHILE_OTHERS_WAIT_MS : SHOWN_MS);
    return () => clearTimeout(timer);
  }, [current, othersWait, dismiss]);

  // It joins the one stack of notices with the toasts (components/ui/toaster.tsx), which keeps
  // it off the board on a phone and never on a toast; until the toasts' code is in, its own spot.
  const slot = useNoticeBannerSlot();
  const banner = (
    <div role="status" aria-live="polite" className={cn('pointer-events-none flex justify-center', !slot && 'fixed inset-x-0 bottom-24 z-50 px-4')}>
      {current && (
        <div
          key={current.id}
          data-testid="celebration"
          className="mb-2 flex max-w-md items-center gap-3 rounded-3xl bg-paper px-6 py-3 shadow-xl ring-4 ring-sun motion-safe:animate-bounce"
        >
          {current.icon && (
            <img src={`/api/gamification/icons/${encodeURIComponent(current.icon)}.svg`} alt="" aria-hidden="true" className="size-14 shrink-0" />
          )}
          <span className="grid">
            <span className="text-xl font-bold text-ink">{current.title}</span>
            <span className="text-base text-ink">{current.description}</span>
          </span>
        </div>
      )}
    </div>
  );
  return slot ? createPortal(banner, slot) : banner;
}
