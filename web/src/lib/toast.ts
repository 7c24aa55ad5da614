import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@chess-quest/protocol/constants';

/**
 * Toast state lives outside React so that `toast()` can be called from anywhere (the
 * query cache's 401 handler, event handlers, mutations). The <Toaster /> renders it.
 * Spec §9: at most TOAST_LIMIT toasts at a time; a dismissed toast is removed from the
 * list only after TOAST_REMOVE_DELAY_MS (its closing animation has long finished by then).
 */
export type ToastVariant = 'default' | 'destructive';

/**
 * A button in a toast (a challenge's Accept and Decline): `run` does the act through the same
 * service as the page would, and may answer the address of a page to open next. A failure is
 * told in an error toast.
 */
export interface ToastButton {
  label: string;
  /** How to do the same without the toast, for screen readers (Radix Toast's altText). */
  altText: string;
  variant?: 'primary' | 'outline';
  run: () => Promise<string | void> | string | void;
}

export interface ToastInput {
  title?: string;
  /** Usually a sentence; a small component when part of it arrives later (a solved puzzle's points). */
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; the provider's default (5000 ms) when absent. */
  duration?: number;
  buttons?: ToastButton[];
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export type ToastAction = { type: 'add'; toast: ToastItem } | { type: 'dismiss'; id?: string } | { type: 'remove'; id?: string };

export function toastReducer(state: readonly ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function dispatch(action: ToastAction): void {
  toasts = toastReducer(toasts, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  const targets = id === undefined ? toasts.map((t) => t.id) : [id];
  targets.forEach(scheduleRemoval);
  dispatch({ type: 'dismiss', id });
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  dispatch({ type: 'add', toast: { variant: 'default', ...input, id, open: true } });
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastItem[] {
  return toasts;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

// The one stack of notices: the toasts and the celebration banner share one region that the
// Toaster draws and places (components/ui/notice-stack.ts), so two are never on one spot and
// none covers a board on a phone. The banner joins it through this slot, once the toasts' code
// has loaded; before that it shows in its own place.
let bannerSlot: HTMLElement | null = null;
const slotListeners = new Set<() => void>();

export function setNoticeBannerSlot(element: HTMLElement | null): void {
  if (bannerSlot === element) return;
  bannerSlot = element;
  for (const listener of slotListeners) listener();
}

export function useNoticeBannerSlot(): HTMLElement | null {
  return useSyncExternalStore(
    (listener) => {
      slotListeners.add(listener);
      return () => slotListeners.delete(listener);
    },
    () => bannerSlot,
    () => null,
  );
}
