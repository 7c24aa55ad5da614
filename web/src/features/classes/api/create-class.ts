import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassSummary, CreateClassBody } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { teachKeys } from './keys';

/** POST /api/classes {name, description} → 201 the new class (with its code). */
export function createClass(body: CreateClassBody): Promise<ClassSummary> {
  return apiJson<ClassSummary>('POST', '/api/classes', body);
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClass, onSuccess: () => queryClient.invalidateQueries({ queryKey: teachKeys.classes(false) }) });
}
