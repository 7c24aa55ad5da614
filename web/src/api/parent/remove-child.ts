import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Family } from '@chess-quest/protocol/parent';
import { apiJson } from '../../lib/api-client';
import { familyChanged } from './get-family';

/** DELETE /api/parent/children/:id → the family afterwards (with no child when it was the last). */
export function removeChild(id: string): Promise<Family> {
  return apiJson<Family>('DELETE', `/api/parent/children/${encodeURIComponent(id)}`);
}

export function useRemoveChild() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeChild, onSuccess: () => familyChanged(queryClient) });
}
