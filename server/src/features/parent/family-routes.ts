import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  AVATARS,
  addChildBodySchema,
  avatarIdSchema,
  childIdParamsSchema,
  switchChildBodySchema,
  updateChildBodySchema,
} from '@chess-quest/protocol/parent';
import { currentAccount, requireParentGate } from '../../auth/parent-gate';
import type { Database } from '../../db/client';
import { parseInput } from '../../http/errors';
import { loadSessionUser, toAuthUser, type SessionIdentity } from '../accounts/service';
import { addChild, findOwnChild, getFamily, removeChild, toFamilyChild, updateChild } from './family-service';

function logIn(req: Request, user: Express.User): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve())));
}

function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

/** The SVG of a built-in avatar: a chess piece on a colour. */
function avatarSvg(id: z.infer<typeof avatarIdSchema>): string {
  const avatar = AVATARS.find((candidate) => candidate.id === id)!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<circle cx="64" cy="64" r="64" fill="${avatar.background}"/>` +
    `<text x="64" y="74" font-size="84" text-anchor="middle" dominant-baseline="middle" fill="${avatar.foreground}">${avatar.glyph}</text></svg>`
  );
}

/** Family profiles, all behind the parent gate. */
export function familyRoutes({ db }: { db: Database }): Router {
  const router = Router();

  router.get('/avatars/:avatarId', (req, res) => {
    const { avatarId } = parseInput(z.object({ avatarId: avatarIdSchema }), req.params);
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(avatarSvg(avatarId));
  });

  router.get('/parent/family', requireParentGate, async (req, res) => {
    res.json(await getFamily(db, currentAccount(req), req.user?.child?.id ?? null));
  });

  router.post('/parent/children', requireParentGate, async (req, res) => {
    const body = parseInput(addChildBodySchema, req.body);
    res.status(201).json(toFamilyChild(await addChild(db, currentAccount(req).id, body)));
  });

  router.patch('/parent/children/:childId', requireParentGate, async (req, res) => {
    const { childId } = parseInput(childIdParamsSchema, req.params);
    const body = parseInput(updateChildBodySchema, req.body);
    res.json(toFamilyChild(await updateChild(db, currentAccount(req).id, childId, body)));
  });

  router.delete('/parent/children/:childId', requireParentGate, async (req, res) => {
    const account = currentAccount(req);
    const { childId } = parseInput(childIdParamsSchema, req.params);
    const { nextChildId } = await removeChild(db, account.id, childId);
    if (req.user?.child?.id === childId) {
      // Same session, still unlocked: the parent is still managing the family.
      const identity: SessionIdentity = { accountId: account.id, childId: nextChildId };
      const passportData = (req.session as unknown as { passport?: { user?: unknown } }).passport;
      if (passportData) passportData.user = identity;
      await saveSession(req);
    }
    res.json(await getFamily(db, account, req.user?.child?.id === childId ? nextChildId : (req.user?.child?.id ?? null)));
  });

  /**
   * Hands the device to another child. Behind the gate so a child cannot hop into a
   * sibling's profile (their stars, streak and online games are their own), and it locks the
   * parent area again: the sign-in is renewed with the new child, as if the child signed in.
   */
  router.post('/parent/active-child', requireParentGate, async (req, res) => {
    const account = currentAccount(req);
    const { childId } = parseInput(switchChildBodySchema, req.body);
    await findOwnChild(db, account.id, childId);
    const user = await loadSessionUser(db, { accountId: account.id, childId });
    if (!user?.child) throw new Error('Switched child could not be loaded');
    await logIn(req, user);
    res.json(toAuthUser(user.account, user.child));
  });

  return router;
}
