import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyClass } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { classKeys } from './keys';

/** GET /api/my-class → the signed-in student's class and its teacher's news (404 when the child is in no class). */
export function getMyClass(signal?: AbortSignal): Promise<MyClass> {
  return apiJson<MyClass>('GET', '/api/my-class', undefined, { signal });
}

export const myClassQueryOptions = () => queryOptions({ queryKey: classKeys.mine(), queryFn: ({ signal }) => getMyClass(signal) });

export function useMyClass() {
  return useQuery(myClassQueryOptions());
}
