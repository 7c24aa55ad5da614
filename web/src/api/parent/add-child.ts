import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddChildBody, FamilyChild } from '@chess-quest/protocol/parent';
import { apiJson } from '../../lib/api-client';
import { familyChanged } from './get-family';

/** POST /api/parent/children {firstName, age, avatar}; 403 past the plan's limit. */
export function addChild(body: AddChildBody): Promise<FamilyChild> {
  return apiJson<FamilyChild>('POST', '/api/parent/children', body);
}

export function useAddChild() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addChild, onSuccess: () => familyChanged(queryClient) });
}
