import type { z } from 'zod';
import { apiJson } from '../../../lib/api-client';

/** The arenas feature's query keys. */
export const arenaKeys = {
  all: ['arenas'] as const,
  list: () => [...arenaKeys.all, 'list'] as const,
  arena: (arenaId: string) => [...arenaKeys.all, 'arena', arenaId] as const,
  standings: (arenaId: string, page: number) => [...arenaKeys.all, 'standings', arenaId, page] as const,
  classArenas: (classId: string) => [...arenaKeys.all, 'class', classId] as const,
  familyArenas: () => [...arenaKeys.all, 'family'] as const,
};

/** An arenas REST call whose answer is checked against the protocol's schema. */
export async function arenaJson<T>(schema: z.ZodType<T>, method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  return schema.parse(await apiJson<unknown>(method, url, body, { signal }));
}
