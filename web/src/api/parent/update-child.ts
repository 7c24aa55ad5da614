import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyChild, UpdateChildBody } from '@chess-quest/protocol/parent';
import { apiJson } from '../../lib/api-client';
import { familyChanged } from './get-family';

export interface UpdateChildInput {
  id: string;
  body: UpdateChildBody;
}

/** PATCH /api/parent/children/:id {firstName?, age?, avatar?}. */
export function updateChild({ id, body }: UpdateChildInput): Promise<FamilyChild> {
  return apiJson<FamilyChild>('PATCH', `/api/parent/children/${encodeURIComponent(id)}`, body);
}

export function useUpdateChild() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateChild, onSuccess: () => familyChanged(queryClient) });
}
