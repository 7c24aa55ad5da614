import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
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

export const queryClient = createQueryClient();
