import { Router } from 'express';
import { AUTH_MESSAGES } from '@chess-quest/protocol/auth';
import {
  PARENT_MESSAGES,
  parentApproveBodySchema,
  parentResetPinBodySchema,
  parentUnlockBodySchema,
  type ParentApprovalAnswer,
  type ParentStatus,
} from '@chess-quest/protocol/parent';
import { currentAccount, isParentUnlocked, lockParentArea, markActApproved, markParentUnlocked } from '../../auth/parent-gate';
import type { RateLimiter } from '../../auth/rate-limit';
import { badRequest, conflict, parseInput, rateLimited } from '../../http/errors';
import type { PinService } from './pin-service';

export interface ParentGateRoutesDeps {
  pins: PinService;
  pinLimiter: RateLimiter;
}

/** POST /parent/unlock, /parent/approve, GET /parent/status, POST /parent/lock, POST /parent/reset-pin. */
export function parentGateRoutes({ pins, pinLimiter }: ParentGateRoutesDeps): Router {
  const router = Router();

  router.get('/parent/status', (req, res) => {
    const account = currentAccount(req);
    const status: ParentStatus = { unlocked: isParentUnlocked(req), canResetWithPassword: account.passwordHash !== null };
    res.json(status);
  });

  router.post('/parent/unlock', async (req, res) => {
    const account = currentAccount(req);
    const { pin } = parseInput(parentUnlockBodySchema, req.body);
    if (!(await pinLimiter.hit(`pin:${account.id}`))) throw rateLimited(PARENT_MESSAGES.tooManyPinAttempts);
    if (!(await pins.verify(account.id, pin))) throw badRequest(PARENT_MESSAGES.wrongPin);
    await pinLimiter.reset(`pin:${account.id}`);
    await markParentUnlocked(req, account.id);
    res.json({ unlocked: true });
  });

  // A grown-up approves one act on a child's page (a share): the same PIN and the same limit
  // of tries, but only that act opens; the parent area stays locked (issue 22).
  router.post('/parent/approve', async (req, res) => {
    const account = currentAccount(req);
    const { pin, act } = parseInput(parentApproveBodySchema, req.body);
    if (!(await pinLimiter.hit(`pin:${account.id}`))) throw rateLimited(PARENT_MESSAGES.tooManyPinAttempts);
    if (!(await pins.verify(account.id, pin))) throw badRequest(PARENT_MESSAGES.wrongPin);
    await pinLimiter.reset(`pin:${account.id}`);
    await markActApproved(req, account.id, act);
    const answer: ParentApprovalAnswer = { approved: true, unlocked: isParentUnlocked(req) };
    res.json(answer);
  });

  router.post('/parent/lock', async (req, res) => {
    currentAccount(req);
    await lockParentArea(req);
    res.json({ unlocked: false });
  });

  // The password is the stronger secret, so knowing it resets the PIN and opens the gate.
  router.post('/parent/reset-pin', async (req, res) => {
    const account = currentAccount(req);
    const body = parseInput(parentResetPinBodySchema, req.body);
    if (!(await pinLimiter.hit(`reset:${account.id}`))) throw rateLimited(AUTH_MESSAGES.tooManyAttempts);
    const outcome = await pins.reset(account.id, body.password, body.newPin);
    if (outcome === 'no-password') throw conflict(PARENT_MESSAGES.noPassword);
    if (outcome === 'wrong-password') throw badRequest(PARENT_MESSAGES.wrongPassword);
    await pinLimiter.reset(`reset:${account.id}`);
    await pinLimiter.reset(`pin:${account.id}`);
    await markParentUnlocked(req, account.id);
    res.json({ unlocked: true });
  });

  return router;
}
