import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: at and above it the page has room for a side column. */
export const WIDE_SCREEN = '(min-width: 64rem)';

/** True while `query` matches; follows the window as it is resized or turned. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // No window while rendering on a server: the small-screen layout is the safe default.
    () => false,
  );
}
