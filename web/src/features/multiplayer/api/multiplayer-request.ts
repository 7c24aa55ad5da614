import type { z } from 'zod';
import type { SocketStatus } from '../../../stores/connection-store';
import { apiJson } from '../../../lib/api-client';

/** A multiplayer REST call whose answer is checked against the protocol's schema. */
export async function multiplayerJson<T>(
  schema: z.ZodType<T>,
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  return schema.parse(await apiJson<unknown>(method, url, body, { signal }));
}

/**
 * Architecture "Real time": the REST reads are polled (spec §9 intervals) only while the socket
 * is disconnected; while it is up, pushes keep the screens current.
 */
export function pollWhileDisconnected(status: SocketStatus, intervalMs: number): number | false {
  return status === 'disconnected' ? intervalMs : false;
}
