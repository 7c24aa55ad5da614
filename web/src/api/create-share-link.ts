import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../lib/api-client';

/** POST /api/social/links → the public link of an earned item (made once, reused). */
export function createShareLink(body: { shareableType: 'achievement' | 'story'; shareableId: string }): Promise<{ id: string; url: string }> {
  return apiJson<{ id: string; url: string }>('POST', '/api/social/links', body);
}

export function useCreateShareLink() {
  return useMutation({ mutationFn: createShareLink });
}

/** DELETE /api/social/links/{id}: a parent takes the public page down. */
export function revokeShareLink(id: string): Promise<null> {
  return apiJson<null>('DELETE', `/api/social/links/${encodeURIComponent(id)}`);
}

export function useRevokeShareLink() {
  return useMutation({ mutationFn: revokeShareLink });
}
