import { MutationCache, notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from './api-client';
import { redirectToLogin } from './unauthorized';

interface AppMeta extends Record<string, unknown> {
  /**
   * Set to false when the caller shows a 401 itself (the sign-in form's "wrong password"),
   * instead of the global logged-out toast and login redirect.
   */
  redirectOn401?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorizedError(error) && query.meta?.redirectOn401 !== false) redirectToLogin();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => {
        if (isUnauthorizedError(error) && mutation.meta?.redirectOn401 !== false) redirectToLogin();
      },
    }),
    defaultOptions: {
      // Spec §9 data fetching defaults: no retry, no refetch on focus, no polling, never stale.
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Query updates reach React at most once a frame: answers that arrive together (a page's reads
 * start with its HTML and land within a few milliseconds) make one render instead of one each,
 * which a slow phone feels as one pause instead of many. A hidden tab, which gets no frames, is
 * told within 100 ms.
 */
export function frameScheduler(): (callback: () => void) => void {
  let pending: (() => void)[] = [];
  let frame: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
    frame = null;
    timer = null;
    const callbacks = pending;
    pending = [];
    for (const callback of callbacks) callback();
  };
  return (callback) => {
    pending.push(callback);
    if (timer !== null) return;
    timer = setTimeout(flush, 100);
    if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(flush);
  };
}

if (typeof window !== 'undefined') notifyManager.setScheduler(frameScheduler());

export const queryClient = createQueryClient();
