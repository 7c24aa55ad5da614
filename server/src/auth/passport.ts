import passport from 'passport';

export type Authenticator = InstanceType<typeof passport.Passport>;
import OpenIDConnectStrategy from 'passport-openidconnect';
import { z } from 'zod';
import type { Request } from 'express';
import type { Config } from '../config';
import type { SessionIdentity, SessionUser } from '../domain/accounts';
import type { SessionCache } from './session-cache';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}

const identitySchema = z.object({ accountId: z.string().uuid(), childId: z.string().uuid().nullable() });

const discoverySchema = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url(),
});

/** Reads the provider's endpoints from its discovery document (passport-openidconnect does not). */
export async function discoverOidc(issuer: string): Promise<z.infer<typeof discoverySchema>> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status} from ${url}`);
  const parsed = discoverySchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`OIDC discovery document at ${url} lacks ${parsed.error.issues[0]?.path.join('.')}`);
  return parsed.data;
}

export function toIdentity(user: SessionUser): SessionIdentity {
  return { accountId: user.account.id, childId: user.child?.id ?? null };
}

/** What sign-in reads of accounts: auth/session-users.ts, over the database. */
export interface AccountDirectory {
  loadSessionUser(identity: SessionIdentity): Promise<SessionUser | null>;
  findOrCreateOidcAccount(issuer: string, subject: string, email: string | null): Promise<SessionIdentity>;
}

const READS = new Set(['GET', 'HEAD']);

export async function createPassport(config: Config, accounts: AccountDirectory, cache: SessionCache | null = null): Promise<Authenticator> {
  const instance = new passport.Passport();
  instance.serializeUser((user, done) => done(null, toIdentity(user)));
  instance.deserializeUser((req: Request, stored: unknown, done: (error: unknown, user?: SessionUser | false) => void) => {
    const identity = identitySchema.safeParse(stored);
    if (!identity.success) {
      done(null, false);
      return;
    }
    const { accountId, childId } = identity.data;
    // A read may use what this node loaded a moment ago; a write always starts from the
    // rows as they are (it may compute from the child's rating or points).
    if (READS.has(req.method)) {
      const cached = cache?.user(accountId, childId);
      if (cached) {
        done(null, cached);
        return;
      }
    }
    const epoch = cache?.epoch() ?? 0;
    accounts
      .loadSessionUser(identity.data)
      .then((user) => {
        if (user) cache?.putUser(user, childId, epoch);
        done(null, user ?? false);
      })
      .catch((error: unknown) => done(error));
  });

  if (config.oidc) {
    const endpoints = await discoverOidc(config.oidc.issuer);
    instance.use(
      'openidconnect',
      new OpenIDConnectStrategy(
        {
          issuer: endpoints.issuer,
          authorizationURL: endpoints.authorization_endpoint,
          tokenURL: endpoints.token_endpoint,
          userInfoURL: endpoints.userinfo_endpoint,
          clientID: config.oidc.clientId,
          clientSecret: config.oidc.clientSecret,
          callbackURL: `${config.publicUrl}/api/login/callback`,
          scope: ['openid', 'email'],
        },
        (issuer: string, profile: { id: string; emails?: { value: string }[] }, done: (error: Error | null, user?: SessionUser) => void) => {
          accounts
            .findOrCreateOidcAccount(issuer, profile.id, profile.emails?.[0]?.value ?? null)
            .then((identity) => accounts.loadSessionUser(identity))
            .then((user) => (user ? done(null, user) : done(new Error('OIDC account could not be loaded'))))
            .catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
        },
      ),
    );
  }
  return instance;
}
