import { useMutation } from '@tanstack/react-query';
import type { ParentApprovalAnswer, ParentApproveBody } from '@chess-quest/protocol/parent';
import { apiJson } from '../../lib/api-client';

/**
 * POST /api/parent/approve {pin, act}: a grown-up's PIN for one act on a child's page (a
 * share). The server opens that act only, for a few minutes; the parent area stays locked.
 */
export function approveParentAct(body: ParentApproveBody): Promise<ParentApprovalAnswer> {
  return apiJson<ParentApprovalAnswer>('POST', '/api/parent/approve', body);
}

export function useApproveParentAct() {
  return useMutation({ mutationFn: approveParentAct });
}
