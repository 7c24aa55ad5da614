import { useLingui } from '@lingui/react/macro';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD } from '@chess-quest/protocol/constants';
import { cn } from '../../lib/cn';
import type { ToastVariant } from '../../lib/toast';

/** Spec §9: 5000 ms by default, swipe right past 50 px to dismiss. */
export function ToastProvider(props: Omit<ComponentPropsWithRef<typeof ToastPrimitive.Provider>, 'swipeDirection'>) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Provider
      label={t`Notification`}
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      {...props}
    />
  );
}

/**
 * F8 moves focus to the notifications area (spec §9). It sits in the Toaster's one stack of
 * notices, which places it (toaster.tsx), so it has no position of its own.
 */
export function ToastViewport({ className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Viewport>) {
  const { t } = useLingui();
  // Radix puts the hotkey's name in place of "{hotkey}" (a value here, so the message keeps it as it is).
  const hotkey = '{hotkey}';
  return (
    <ToastPrimitive.Viewport
      label={t`Notifications (${hotkey})`}
      hotkey={[...TOAST_HOTKEY]}
      className={cn('m-0 flex w-full list-none flex-col gap-2 p-0 outline-none', className)}
      {...props}
    />
  );
}

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-line bg-paper text-ink',
  destructive: 'border-danger bg-danger text-white',
};

export function Toast({ variant = 'default', className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      className={cn(
        'relative flex items-start gap-3 rounded-2xl border-2 p-4 pr-14 shadow-lg',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
        'motion-safe:data-[state=open]:animate-toast-in motion-safe:data-[state=closed]:animate-toast-out',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('font-bold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-base', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Close>) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Close
      aria-label={t`Close notification`}
      className={cn('absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-black/10', className)}
      {...props}
    >
      <X aria-hidden="true" className="size-5" />
    </ToastPrimitive.Close>
  );
}
