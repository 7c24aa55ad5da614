import type { Request, RequestHandler, Response } from 'express';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  authUserSchema,
  closeAccountBodySchema,
  firstChildBodySchema,
  loginBodySchema,
  placeholderParamsSchema,
  signUpBodySchema,
} from '@chess-quest/protocol/auth';
import type { AccountLimits } from '../../auth/account-limits';
import type { Authenticator } from '../../auth/passport';
import { toAuthUser, type SessionIdentity } from '../../domain/accounts';
import { rateLimited, unauthorized } from '../../http/errors';
import { resolveLocale } from '../../http/locale';
import { requestTimeZone } from '../../http/time-zone';
import { customAnswer, noContent, routesOf, schemaAnswer } from '../../platform/route';
import type { SessionSockets } from '../../realtime/kernel';
import type { AccountsService } from './service';

/** What the auth feature's routes use, built once in its `create` (index.ts). */
export interface AuthServices {
  accounts: AccountsService;
  limits: AccountLimits;
  passport: Authenticator;
  oidcEnabled: boolean;
  sockets: SessionSockets;
  /** Drops what every node keeps of an account (its sessions, its reads): after closing it. */
  forgetAccount: (accountId: string) => void;
}

const route = routesOf<AuthServices>();

/** req.login as a promise; passport regenerates the session id, so a fixed id cannot be planted. */
function logIn(req: Request, user: Express.User): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve())));
}

function logOut(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.logout((error) => (error ? reject(error) : resolve())));
}

function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}

/**
 * Runs a passport step inside a route's handler: true when it hands on (the provider's answer
 * accepted and the session started), false once it answered itself (the redirect to the
 * provider, or the failure's redirect).
 */
function passportStep(step: RequestHandler, req: Request, res: Response): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const answered = () => resolve(false);
    res.once('finish', answered);
    res.once('close', answered);
    void step(req, res, (error?: unknown) => {
      res.off('finish', answered);
      res.off('close', answered);
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(true);
    });
  });
}

/**
 * Where an account with no child goes on: a teacher's to the teacher area (decision 036),
 * others to the child step of sign-up (with the PIN it has, if any).
 */
const nextStepOf = (account: { parentPinHash: string | null; teacherSince?: Date | null } | undefined | null) =>
  account?.teacherSince ? '/teach' : account?.parentPinHash ? ACCOUNT_MESSAGES.nextWithPin : ACCOUNT_MESSAGES.next;

async function startSession(services: AuthServices, req: Request, identity: SessionIdentity) {
  const user = await services.accounts.loadSessionUser(identity);
  if (!user?.child) throw new Error('New session user could not be loaded');
  await logIn(req, user);
  return toAuthUser(user.account, user.child);
}

/** Spec §3 sign-up, sign-in and sign-out, the OIDC provider's sign-in, the session's child, closing an account. */
export const authRoutes = [
  route({
    method: 'get',
    path: '/login',
    role: 'anyone',
    summary: 'Signs in through the OpenID Connect provider; an account with no child goes on to add one.',
    status: 302,
    response: customAnswer('text/plain', 'A redirect: to the provider, to the sign-in page, or to the child step of sign-up.'),
    handler: async ({ actor, services, req, res }) => {
      // Signed in to an account with no child (its last one erased, or a provider's sign-up not
      // finished): the way on is adding one, not signing in again.
      if (actor.account && !actor.child) {
        res.redirect(nextStepOf(actor.account));
        return;
      }
      if (!services.oidcEnabled) {
        res.redirect('/sign-in');
        return;
      }
      await passportStep(services.passport.authenticate('openidconnect'), req, res);
    },
  }),
  route({
    method: 'get',
    path: '/login/callback',
    role: 'anyone',
    summary: "The OpenID Connect provider's answer: starts the session.",
    status: 302,
    response: customAnswer('text/plain', 'A redirect: home, the child step of sign-up, or the sign-in page when the provider refused.'),
    handler: async ({ services, req, res }) => {
      if (!services.oidcEnabled) {
        res.redirect('/sign-in');
        return;
      }
      const signedIn = await passportStep(services.passport.authenticate('openidconnect', { failureRedirect: '/sign-in?error=provider' }), req, res);
      if (!signedIn) return;
      // An account made through the provider still needs its parent PIN, the parent's consent
      // and the first child; one whose last child was erased keeps its PIN.
      res.redirect(req.user?.child ? '/' : nextStepOf(req.user?.account));
    },
  }),
  route({
    method: 'post',
    path: '/login',
    role: 'anyone',
    summary: 'Signs in with email and password (409 with `next` when the account has no child yet).',
    body: loginBodySchema,
    response: schemaAnswer(authUserSchema, 'The active child of the new session.'),
    handler: async ({ body, services, req, res }) => {
      const { limits, accounts } = services;
      const address = req.ip ?? 'unknown';
      // Both counted on every try: the address's limit must not be skipped by varying emails.
      const [addressAllowed, allowed] = await Promise.all([limits.signInAddress.hit(address), limits.signIn.hit(`${address}|${body.email}`)]);
      if (!addressAllowed || !allowed) throw rateLimited(AUTH_MESSAGES.tooManyAttempts);
      const checked = await limits.checkPassword(address, () => accounts.verifyLogin(body.email, body.password));
      if (checked === null) throw rateLimited(AUTH_MESSAGES.tooManyAttempts);
      const identity = checked.result;
      if (!identity) throw unauthorized(AUTH_MESSAGES.wrongCredentials);
      await limits.signIn.reset(`${address}|${body.email}`);
      if (!identity.childId) {
        // Signed in, but with no child yet: the answer says where to go on (not an error's shape alone).
        const user = await accounts.loadSessionUser(identity);
        if (user) await logIn(req, user);
        res.status(409).json({ code: 'conflict', message: 'Add your child to finish signing up.', next: nextStepOf(user?.account) });
        return;
      }
      return startSession(services, req, identity);
    },
  }),
  route({
    method: 'post',
    path: '/signup',
    role: 'anyone',
    summary: "Makes a parent's account with its PIN and first child, and signs in.",
    body: signUpBodySchema,
    status: 201,
    response: schemaAnswer(authUserSchema, 'The new child profile, active in the new session.'),
    handler: async ({ body, services, req }) => {
      const address = req.ip ?? 'unknown';
      if (!(await services.limits.signUpAddress.hit(address))) throw rateLimited(AUTH_MESSAGES.tooManySignUps);
      const created = await services.limits.checkPassword(address, () => services.accounts.signUp(body, requestTimeZone(req), resolveLocale(req)));
      if (created === null) throw rateLimited(AUTH_MESSAGES.tooManySignUps);
      return startSession(services, req, created.result);
    },
  }),
  route({
    method: 'post',
    path: '/signup/child',
    role: 'account',
    summary: "Adds the first child of an account that has none (a provider's sign-up, or after the last child was erased).",
    body: firstChildBodySchema,
    status: 201,
    response: schemaAnswer(authUserSchema, 'The new child profile, active in the session.'),
    handler: async ({ actor, body, services, req }) => {
      const { account } = actor;
      const { limits } = services;
      // A PIN the account has already is checked, so tries are counted as the gate counts them.
      if (account.parentPinHash && !(await limits.signIn.hit(`pin|${account.id}`))) throw rateLimited(AUTH_MESSAGES.tooManyAttempts);
      const identity = await services.accounts.completeFirstChild(account.id, body, requestTimeZone(req), resolveLocale(req));
      if (account.parentPinHash) await limits.signIn.reset(`pin|${account.id}`);
      return startSession(services, req, identity);
    },
  }),
  /**
   * Closes an account whose children were all erased: the account and everything still
   * naming it go, and the session ends (signed out on every device).
   */
  route({
    method: 'post',
    path: '/account/close',
    role: 'account',
    summary: 'Closes an account with no child left (the parent PIN confirms it); every device is signed out.',
    body: closeAccountBodySchema,
    response: noContent('Closed and signed out.'),
    handler: async ({ actor, body, services, req, res }) => {
      const { account } = actor;
      const { limits } = services;
      if (!(await limits.signIn.hit(`pin|${account.id}`))) throw rateLimited(AUTH_MESSAGES.tooManyAttempts);
      await services.accounts.closeAccount(account.id, body.parentPin);
      services.forgetAccount(account.id);
      await limits.signIn.reset(`pin|${account.id}`);
      const endedSession = req.sessionID;
      await logOut(req);
      await destroySession(req);
      services.sockets.endSession(endedSession);
      res.clearCookie('cq.sid');
    },
  }),
  route({
    method: 'get',
    path: '/logout',
    role: 'anyone',
    summary: 'Signs out (a navigation, as the spec links it) and goes home.',
    status: 302,
    response: customAnswer('text/plain', 'A redirect home.'),
    handler: async ({ services, req, res }) => {
      // A navigation (the spec's link), so the cross-site check of POSTs does not cover it:
      // another site must not be able to sign the family out.
      if (req.get('sec-fetch-site') === 'cross-site') {
        res.status(403).json({ code: 'forbidden', message: 'Cross-site request refused.' });
        return;
      }
      const endedSession = req.sessionID;
      await logOut(req);
      await destroySession(req);
      if (endedSession) services.sockets.endSession(endedSession);
      res.clearCookie('cq.sid');
      res.redirect('/');
    },
  }),
  route({
    method: 'get',
    path: '/auth/user',
    role: 'child',
    summary: "Spec §3 User: the session's active child.",
    response: schemaAnswer(authUserSchema, 'The active child profile.'),
    handler: ({ actor }) => toAuthUser(actor.account, actor.child),
  }),
  // Spec §7: the avatar fallback image. A neutral knight on a warm circle.
  route({
    method: 'get',
    path: '/placeholder/:width/:height',
    role: 'anyone',
    summary: 'Spec §7: the avatar fallback image at the size asked.',
    params: placeholderParamsSchema,
    response: customAnswer('image/svg+xml', 'An SVG knight on a warm circle.'),
    handler: ({ params: { width, height }, res }) => {
      const size = Math.min(width, height);
      res
        .type('image/svg+xml')
        .set('Cache-Control', 'public, max-age=86400')
        .send(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
            `<rect width="100%" height="100%" fill="#fde7c7"/>` +
            `<text x="50%" y="54%" font-size="${Math.round(size * 0.6)}" text-anchor="middle" dominant-baseline="middle">&#9822;</text></svg>`,
        );
    },
  }),
];
