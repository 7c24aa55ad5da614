import type { z } from 'zod';
import { apiJson } from '../../../lib/api-client';

/** A multiplayer REST call whose answer is checked against the protocol's schema. */
export async function multiplayerJson<T>(schema: z.ZodType<T>, method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  return schema.parse(await apiJson<unknown>(method, url, body, { signal }));
}
