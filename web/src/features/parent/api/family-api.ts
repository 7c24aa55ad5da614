import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@chess-quest/protocol/auth';
import type { AddChildBody, Family, FamilyChild, UpdateChildBody } from '@chess-quest/protocol/parent';
import { apiJson } from '../../../lib/api-client';
import { authUserQueryKey } from '../../../lib/use-auth';

/** GET /api/parent/family → the account's child profiles and how many its plan allows. */
export const familyQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/parent/family'],
    queryFn: ({ signal }) => apiJson<Family>('GET', '/api/parent/family', undefined, { signal }),
  });

export function useFamily() {
  return useQuery(familyQueryOptions());
}

function useFamilyMutation<TInput, TOutput>(request: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(familyQueryOptions()),
        // The header shows the active child's name and avatar.
        queryClient.invalidateQueries({ queryKey: authUserQueryKey }),
        queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/parent/children') }),
      ]),
  });
}

/** POST /api/parent/children {firstName, age, avatar}; 403 past the plan's limit. */
export function useAddChild() {
  return useFamilyMutation((body: AddChildBody) => apiJson<FamilyChild>('POST', '/api/parent/children', body));
}

/** PATCH /api/parent/children/:id {firstName?, age?, avatar?}. */
export function useUpdateChild() {
  return useFamilyMutation(({ id, body }: { id: string; body: UpdateChildBody }) =>
    apiJson<FamilyChild>('PATCH', `/api/parent/children/${encodeURIComponent(id)}`, body),
  );
}

/** DELETE /api/parent/children/:id → the family afterwards (never the last child). */
export function useRemoveChild() {
  return useFamilyMutation((id: string) => apiJson<Family>('DELETE', `/api/parent/children/${encodeURIComponent(id)}`));
}

/** POST /api/parent/active-child {childId}: hands the device to that child (and locks the parent area). */
export function switchActiveChild(childId: string): Promise<AuthUser> {
  return apiJson<AuthUser>('POST', '/api/parent/active-child', { childId });
}
