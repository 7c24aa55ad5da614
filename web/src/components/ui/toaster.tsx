import { useLingui } from '@lingui/react/macro';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { dismissToast, setNoticeBannerSlot, toast, useToasts, type ToastButton, type ToastItem } from '../../lib/toast';
import { placeNoticeStack } from './notice-stack';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { buttonClassName } from './button';

/** Tailwind's `sm` breakpoint: under it the screen is a phone's. */
const PHONE = '(max-width: 39.999rem)';

/**
 * Keeps the stack where it covers no board (notice-stack.ts): measured when its height changes
 * (a toast or the banner comes or goes), when the window scrolls or changes size. An empty stack
 * costs nothing: it is not measured.
 */
function useStackPlacement(stack: HTMLElement | null): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!stack) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const height = stack.offsetHeight;
      if (height === 0) return;
      const box = stack.getBoundingClientRect();
      const header = document.querySelector('header');
      const boards = [...document.querySelectorAll('[data-board-id]')].map((board) => board.getBoundingClientRect());
      setTop(
        placeNoticeStack({
          windowWidth: window.innerWidth,
          windowHeight: window.innerHeight,
          headerBottom: header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0,
          stackHeight: height,
          stackLeft: box.left,
          stackRight: box.right,
          boards,
          phone: window.matchMedia(PHONE).matches,
        }),
      );
    };
    const schedule = () => {
      if (!frame && stack.offsetHeight > 0) frame = requestAnimationFrame(place);
    };
    place();
    // A notice coming or going is placed before the screen is painted: never a frame on the board.
    const observer = new ResizeObserver(place);
    observer.observe(stack);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [stack]);
  return top;
}

function ToastButtons({ id, buttons }: { id: string; buttons: ToastButton[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const press = async (button: ToastButton) => {
    setBusy(true);
    try {
      const next = await button.run();
      dismissToast(id);
      if (next) void navigate(next);
    } catch (error) {
      toast({ title: t`Error`, description: errorMessageOf(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {buttons.map((button) => (
        <ToastPrimitive.Action key={button.label} altText={button.altText} asChild>
          <button
            type="button"
            disabled={busy}
            // Radix closes the toast on an action's click; it closes once the act is done instead.
            onClick={(event) => {
              event.preventDefault();
              void press(button);
            }}
            className={buttonClassName(button.variant ?? 'primary', 'md')}
          >
            {button.label}
          </button>
        </ToastPrimitive.Action>
      ))}
    </div>
  );
}

/**
 * One toast. Memoised on its item, which lib/toast replaces only when that toast changes: a new
 * toast (a solved puzzle's "Congratulations!") or the stack's placement draws the toasts already
 * shown no more (issue 29).
 */
const ToastEntry = memo(function ToastEntry({ item }: { item: ToastItem }) {
  const { id, title, description, variant, duration, open, buttons } = item;
  return (
    <Toast
      variant={variant}
      duration={duration}
      open={open}
      onOpenChange={(next) => {
        if (!next) dismissToast(id);
      }}
    >
      <div className="grid gap-1">
        {title && <ToastTitle>{title}</ToastTitle>}
        {description && <ToastDescription>{description}</ToastDescription>}
        {buttons && buttons.length > 0 && <ToastButtons id={id} buttons={buttons} />}
      </div>
      <ToastClose />
    </Toast>
  );
});

/**
 * Renders the toasts queued with `toast()` from lib/toast, in the one stack of notices that the
 * celebration banner joins (its slot is the stack's first row). Mount once, inside the router.
 */
export function Toaster() {
  const toasts = useToasts();
  const [stack, setStack] = useState<HTMLDivElement | null>(null);
  const top = useStackPlacement(stack);
  const slotRef = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    setNoticeBannerSlot(slotRef.current);
    return () => setNoticeBannerSlot(null);
  }, []);
  return (
    <ToastProvider>
      {toasts.map((item) => (
        <ToastEntry key={item.id} item={item} />
      ))}
      <div
        ref={setStack}
        data-testid="notice-stack"
        className={cn(
          'pointer-events-none fixed inset-x-0 z-[100] flex flex-col px-4 sm:left-auto sm:w-full sm:max-w-md',
          top === null && 'top-20 sm:top-auto sm:bottom-4',
        )}
        style={top === null ? undefined : { top }}
      >
        <div ref={slotRef} />
        <ToastViewport className="pointer-events-auto" />
      </div>
    </ToastProvider>
  );
}
