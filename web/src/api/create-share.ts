import { useMutation } from '@tanstack/react-query';
import type { CreateShareBody } from '@chess-quest/protocol/achievements';
import { apiJson } from '../lib/api-client';

export interface ShareResult {
  id: string;
  platform: CreateShareBody['platform'];
  url: string;
}

/** POST /api/social/shares: one call per platform (spec §4); needs the parent gate open. */
export function createShare(body: CreateShareBody): Promise<ShareResult> {
  return apiJson<ShareResult>('POST', '/api/social/shares', body);
}

/** Shares on every chosen platform, one call each, and answers the public link. */
export function useCreateShares() {
  return useMutation({
    mutationFn: async (bodies: CreateShareBody[]) => {
      const results: ShareResult[] = [];
      for (const body of bodies) results.push(await createShare(body));
      return results;
    },
  });
}
