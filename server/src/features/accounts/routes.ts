import { Router, type Request } from 'express';
import type { Authenticator } from '../../auth/passport';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  closeAccountBodySchema,
  firstChildBodySchema,
  loginBodySchema,
  signUpBodySchema,
} from '@chess-quest/protocol/auth';
import { z } from 'zod';
import type { AccountLimits } from '../../auth/account-limits';
import type { SessionSockets } from '../../realtime/session-sockets';
import { currentUser } from '../../auth/require-user';
import { parseInput, rateLimited, unauthorized } from '../../http/errors';
import { requestTimeZone } from '../../http/time-zone';
import { toAuthUser, type SessionIdentity } from '../../domain/accounts';
import type { AccountsService } from './service';

/** req.login as a promise; passport regenerates the session id, so a fixed id cannot be planted. */
function logIn(req: Request, user: Express.User): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve())));
}

export interface AccountRoutesDeps {
  accounts: AccountsService;
  passport: Authenticator;
  oidcEnabled: boolean;
  limits: AccountLimits;
  sessionSockets: SessionSockets;
  /** Drops what every node keeps of an account (its sessions, its reads): after closing it. */
  forgetAccount: (accountId: string) => void;
}

export function accountRoutes({ accounts, passport, oidcEnabled, limits, sessionSockets, forgetAccount }: AccountRoutesDeps): Router {
  const router = Router();

  async function startSession(req: Request, identity: SessionIdentity) {
    const user = await accounts.loadSessionUser(identity);
    if (!user?.child) throw new Error('New session user could not be loaded');
    await logIn(req, user);
    return toAuthUser(user.account, user.child);
  }

  router.get('/login', (req, res, next) => {
    // Signed in to an account with no child (its last one erased, or a provider's sign-up not
    // finished): the way on is adding one, not signing in again.
    const account = req.user?.account;
    if (account && !req.user?.child) {
      res.redirect(account.parentPinHash ? ACCOUNT_MESSAGES.nextWithPin : ACCOUNT_MESSAGES.next);
      return;
    }
    if (!oidcEnabled) {
      res.redirect('/sign-in');
      return;
    }
    passport.authenticate('openidconnect')(req, res, next);
  });

  router.get('/login/callback', (req, res, next) => {
    if (!oidcEnabled) {
      res.redirect('/sign-in');
      return;
    }
    passport.authenticate('openidconnect', {
      failureRedirect: '/sign-in?error=provider',
    })(req, res, (error?: unknown) => {
      if (error) {
        next(error);
        return;
      }
      // An account made through the provider still needs its parent PIN, the parent's consent
      // and the first child; one whose last child was erased keeps its PIN.
      const account = req.user?.account;
      res.redirect(req.user?.child ? '/' : account?.parentPinHash ? ACCOUNT_MESSAGES.nextWithPin : ACCOUNT_MESSAGES.next);
    });
  });

  router.post('/login', async (req, res) => {
    const body = parseInput(loginBodySchema, req.body);
    const address = req.ip ?? 'unknown';
    // Both counted on every try: the address's limit must not be skipped by varying emails.
    const [addressAllowed, allowed] = await Promise.all([
      limits.signInAddress.hit(address),
      limits.signIn.hit(`${address}|${body.email}`),
    ]);
    if (!addressAllowed || !allowed) throw rateLimited(AUTH_MESSAGES.tooManyAttempts);
    const checked = await limits.checkPassword(address, () => accounts.verifyLogin(body.email, body.password));
    if (checked === null) throw rateLimited(AUTH_MESSAGES.tooManyAttempts);
    const identity = checked.result;
    if (!identity) throw unauthorized(AUTH_MESSAGES.wrongCredentials);
    await limits.signIn.reset(`${address}|${body.email}`);
    if (!identity.childId) {
      const user = await accounts.loadSessionUser(identity);
      if (user) await logIn(req, user);
      const next = user?.account.parentPinHash ? ACCOUNT_MESSAGES.nextWithPin : ACCOUNT_MESSAGES.next;
      res.status(409).json({ code: 'conflict', message: 'Add your child to finish signing up.', next });
      return;
    }
    res.json(await startSession(req, identity));
  });

  router.post('/signup', async (req, res) => {
    const body = parseInput(signUpBodySchema, req.body);
    const address = req.ip ?? 'unknown';
    if (!(await limits.signUpAddress.hit(address))) throw rateLimited(AUTH_MESSAGES.tooManySignUps);
    const created = await limits.checkPassword(address, () => accounts.signUp(body, requestTimeZone(req)));
    if (created === null) throw rateLimited(AUTH_MESSAGES.tooManySignUps);
    const identity = created.result;
    res.status(201).json(await startSession(req, identity));
  });

  router.post('/signup/child', async (req, res) => {
    const account = req.user?.account;
    if (!account) throw unauthorized();
    const body = parseInput(firstChildBodySchema, req.body);
    // A PIN the account has already is checked, so tries are counted as the gate counts them.
    if (account.parentPinHash && !(await limits.signIn.hit(`pin|${account.id}`))) throw rateLimited(AUTH_MESSAGES.tooManyAttempts);
    const identity = await accounts.completeFirstChild(account.id, body, requestTimeZone(req));
    if (account.parentPinHash) await limits.signIn.reset(`pin|${account.id}`);
    res.status(201).json(await startSession(req, identity));
  });

  /**
   * Closes an account whose children were all erased: the account and everything still
   * naming it go, and the session ends (signed out on every device).
   */
  router.post('/account/close', async (req, res) => {
    const account = req.user?.account;
    if (!account) throw unauthorized();
    const { parentPin } = parseInput(closeAccountBodySchema, req.body);
    if (!(await limits.signIn.hit(`pin|${account.id}`))) throw rateLimited(AUTH_MESSAGES.tooManyAttempts);
    await accounts.closeAccount(account.id, parentPin);
    forgetAccount(account.id);
    await limits.signIn.reset(`pin|${account.id}`);
    const endedSession = req.sessionID;
    await new Promise<void>((resolve, reject) => req.logout((error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
    sessionSockets.endSession(endedSession);
    res.clearCookie('cq.sid');
    res.status(204).end();
  });

  router.get('/logout', (req, res, next) => {
    // A navigation (the spec's link), so the cross-site check of POSTs does not cover it:
    // another site must not be able to sign the family out.
    if (req.get('sec-fetch-site') === 'cross-site') {
      res.status(403).json({ code: 'forbidden', message: 'Cross-site request refused.' });
      return;
    }
    const endedSession = req.sessionID;
    req.logout((error) => {
      if (error) {
        next(error);
        return;
      }
      req.session.destroy((destroyError) => {
        if (destroyError) {
          next(destroyError);
          return;
        }
        if (endedSession) sessionSockets.endSession(endedSession);
        res.clearCookie('cq.sid');
        res.redirect('/');
      });
    });
  });

  router.get('/auth/user', (req, res) => {
    const { account, child } = currentUser(req);
    res.json(toAuthUser(account, child));
  });

  // Spec §7: the avatar fallback image. A neutral knight on a warm circle.
  const placeholderParams = z.object({
    width: z.coerce.number().int().min(1).max(512),
    height: z.coerce.number().int().min(1).max(512),
  });
  router.get('/placeholder/:width/:height', (req, res) => {
    const { width, height } = parseInput(placeholderParams, req.params);
    const size = Math.min(width, height);
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
          `<rect width="100%" height="100%" fill="#fde7c7"/>` +
          `<text x="50%" y="54%" font-size="${Math.round(size * 0.6)}" text-anchor="middle" dominant-baseline="middle">&#9822;</text></svg>`,
      );
  });

  return router;
}
