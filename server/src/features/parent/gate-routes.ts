import { AUTH_MESSAGES } from '@chess-quest/protocol/auth';
import {
  PARENT_MESSAGES,
  parentApprovalAnswerSchema,
  parentApproveBodySchema,
  parentGateAnswerSchema,
  parentResetPinBodySchema,
  parentStatusSchema,
  parentUnlockBodySchema,
} from '@chess-quest/protocol/parent';
import { isParentUnlocked, lockParentArea, markActApproved, markParentUnlocked } from '../../auth/parent-gate';
import { badRequest, conflict, rateLimited } from '../../http/errors';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { ParentServices } from './services';

const route = routesOf<ParentServices>();

/** The parent's PIN, within the limit of tries per account (shared by every node): a wrong one is a 400, too many a 429. */
async function passPin({ pins, pinLimiter }: Pick<ParentServices, 'pins' | 'pinLimiter'>, accountId: string, pin: string): Promise<void> {
  if (!(await pinLimiter.hit(`pin:${accountId}`))) throw rateLimited(PARENT_MESSAGES.tooManyPinAttempts).because('parent.tooManyPinAttempts');
  if (!(await pins.verify(accountId, pin))) throw badRequest(PARENT_MESSAGES.wrongPin).because('parent.wrongPin');
  await pinLimiter.reset(`pin:${accountId}`);
}

/**
 * The parent gate's own calls: open it with the PIN, approve one act, ask whether it is open,
 * lock it, reset the PIN with the password. Any signed-in account calls them (role
 * `account`): they are how the area opens, so they cannot be behind it.
 */
export const parentGateRoutes = [
  route({
    method: 'get',
    path: '/parent/status',
    role: 'account',
    summary: 'Whether the parent area is open, and whether the PIN can be reset with a password.',
    response: schemaAnswer(parentStatusSchema, "The gate's state."),
    handler: ({ actor, req }) => ({ unlocked: isParentUnlocked(req), canResetWithPassword: actor.account.passwordHash !== null }),
  }),
  route({
    method: 'post',
    path: '/parent/unlock',
    role: 'account',
    summary: 'Opens the parent area with the PIN (tries limited per account).',
    body: parentUnlockBodySchema,
    response: schemaAnswer(parentGateAnswerSchema, 'Open.'),
    handler: async ({ actor: { account }, body, services, req }) => {
      await passPin(services, account.id, body.pin);
      await markParentUnlocked(req, account.id);
      return { unlocked: true };
    },
  }),
  // A grown-up approves one act on a child's page (a share): the same PIN and the same limit
  // of tries, but only that act opens; the parent area stays locked (issue 22).
  route({
    method: 'post',
    path: '/parent/approve',
    role: 'account',
    summary: "Approves one act on a child's page with the PIN; the parent area stays as it was.",
    body: parentApproveBodySchema,
    response: schemaAnswer(parentApprovalAnswerSchema, 'Approved, and whether the parent area is open.'),
    handler: async ({ actor: { account }, body, services, req }) => {
      await passPin(services, account.id, body.pin);
      await markActApproved(req, account.id, body.act);
      return { approved: true as const, unlocked: isParentUnlocked(req) };
    },
  }),
  route({
    method: 'post',
    path: '/parent/lock',
    role: 'account',
    summary: 'Locks the parent area (and drops any one-act approval).',
    response: schemaAnswer(parentGateAnswerSchema, 'Locked.'),
    handler: async ({ req }) => {
      await lockParentArea(req);
      return { unlocked: false };
    },
  }),
  // The password is the stronger secret, so knowing it resets the PIN and opens the gate.
  route({
    method: 'post',
    path: '/parent/reset-pin',
    role: 'account',
    summary: 'Sets a new PIN with the account password, and opens the parent area.',
    body: parentResetPinBodySchema,
    response: schemaAnswer(parentGateAnswerSchema, 'Open, with the new PIN.'),
    handler: async ({ actor: { account }, body, services: { pins, pinLimiter }, req }) => {
      if (!(await pinLimiter.hit(`reset:${account.id}`))) throw rateLimited(AUTH_MESSAGES.tooManyAttempts);
      const outcome = await pins.reset(account.id, body.password, body.newPin);
      if (outcome === 'no-password') throw conflict(PARENT_MESSAGES.noPassword).because('parent.noPassword');
      if (outcome === 'wrong-password') throw badRequest(PARENT_MESSAGES.wrongPassword).because('parent.wrongPassword');
      await pinLimiter.reset(`reset:${account.id}`);
      await pinLimiter.reset(`pin:${account.id}`);
      await markParentUnlocked(req, account.id);
      return { unlocked: true };
    },
  }),
];
