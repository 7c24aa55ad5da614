import type { AuthUser } from '@chess-quest/protocol/auth';
import { apiJson } from '../../lib/api-client';

/**
 * POST /api/parent/active-child {childId}: hands the device to that child (and locks the
 * parent area). The caller reloads the app, so no cache is updated here.
 */
export function switchActiveChild(childId: string): Promise<AuthUser> {
  return apiJson<AuthUser>('POST', '/api/parent/active-child', { childId });
}
