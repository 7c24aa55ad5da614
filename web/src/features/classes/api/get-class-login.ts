import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassLogin } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { classKeys } from './keys';

/** GET /api/class-login/:code → the class's name and its students' player names and avatars (never real names). */
export function getClassLogin(code: string, signal?: AbortSignal): Promise<ClassLogin> {
  return apiJson<ClassLogin>('GET', `/api/class-login/${encodeURIComponent(code)}`, undefined, { signal });
}

export const classLoginQueryOptions = (code: string) =>
  queryOptions({ queryKey: classKeys.login(code), queryFn: ({ signal }) => getClassLogin(code, signal), staleTime: 0 });

export function useClassLogin(code: string | null) {
  return useQuery({ ...classLoginQueryOptions(code ?? ''), enabled: code !== null });
}
