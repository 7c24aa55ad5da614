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
import type { AccountDirectory } from '../../auth/passport';
import { parseInput } from '../../http/errors';
import { requestTimeZone } from '../../http/time-zone';
import type { SessionSockets } from '../../realtime/session-sockets';
import { toAuthUser, type SessionIdentity } from '../../domain/accounts';
import { toFamilyChild, type FamilyService } from './family-service';

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
export interface FamilyRoutesDeps {
  family: FamilyService;
  /** Loads the session of the child a parent switches to. */
  accounts: Pick<AccountDirectory, 'loadSessionUser'>;
  sessionSockets: SessionSockets;
  /** Ends the child's live games (a resignation each) so the opponents are told before the data goes. */
  endLiveGames: (childId: string) => Promise<void>;
}

export function familyRoutes({ family, accounts, sessionSockets, endLiveGames }: FamilyRoutesDeps): Router {
  const router = Router();

  router.get('/avatars/:avatarId', (req, res) => {
    const { avatarId } = parseInput(z.object({ avatarId: avatarIdSchema }), req.params);
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(avatarSvg(avatarId));
  });

  router.get('/parent/family', requireParentGate, async (req, res) => {
    res.json(await family.getFamily(currentAccount(req), req.user?.child?.id ?? null));
  });

  router.post('/parent/children', requireParentGate, async (req, res) => {
    const body = parseInput(addChildBodySchema, req.body);
    res.status(201).json(toFamilyChild(await family.addChild(currentAccount(req).id, body, requestTimeZone(req))));
  });

  router.patch('/parent/children/:childId', requireParentGate, async (req, res) => {
    const { childId } = parseInput(childIdParamsSchema, req.params);
    const body = parseInput(updateChildBodySchema, req.body);
    res.json(toFamilyChild(await family.updateChild(currentAccount(req).id, childId, body)));
  });

  router.delete('/parent/children/:childId', requireParentGate, async (req, res) => {
    const account = currentAccount(req);
    const { childId } = parseInput(childIdParamsSchema, req.params);
    await family.findOwnChild(account.id, childId);
    await endLiveGames(childId);
    const { nextChildId } = await family.removeChild(account.id, childId);
    // The removed child's sockets and other devices' sessions stop acting at once.
    sessionSockets.endChild(childId);
    await family.forgetChildSessions(childId, req.sessionID);
    if (req.user?.child?.id === childId) {
      // Same session, still unlocked: the parent is still managing the family. With no child
      // left the session holds the account alone, as before a first child is added.
      const identity: SessionIdentity = { accountId: account.id, childId: nextChildId };
      const passportData = (req.session as unknown as { passport?: { user?: unknown } }).passport;
      if (passportData) passportData.user = identity;
      await saveSession(req);
    }
    res.json(await family.getFamily(account, req.user?.child?.id === childId ? nextChildId : (req.user?.child?.id ?? null)));
  });

  /** Everything kept about one child, as a JSON file to download (the parent's right of access). */
  router.get('/parent/children/:childId/export', requireParentGate, async (req, res) => {
    const { childId } = parseInput(childIdParamsSchema, req.params);
    const data = await family.exportChildData(currentAccount(req).id, childId);
    res.attachment(`chess-quest-child-data-${childId}.json`);
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });

  /**
   * Hands the device to another child. Behind the gate so a child cannot hop into a
   * sibling's profile (their stars, streak and online games are their own), and it locks the
   * parent area again: the sign-in is renewed with the new child, as if the child signed in.
   */
  router.post('/parent/active-child', requireParentGate, async (req, res) => {
    const account = currentAccount(req);
    const { childId } = parseInput(switchChildBodySchema, req.body);
    await family.findOwnChild(account.id, childId);
    const user = await accounts.loadSessionUser({ accountId: account.id, childId });
    if (!user?.child) throw new Error('Switched child could not be loaded');
    const previousSession = req.sessionID;
    await logIn(req, user);
    // Sockets opened for the previous child (same device) must not act for it any more.
    sessionSockets.endSession(previousSession);
    res.json(toAuthUser(user.account, user.child));
  });

  return router;
}
