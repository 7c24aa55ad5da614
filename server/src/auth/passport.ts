import passport from 'passport';

export type Authenticator = InstanceType<typeof passport.Passport>;
import OpenIDConnectStrategy from 'passport-openidconnect';
import { z } from 'zod';
import type { Config } from '../config';
import type { SessionIdentity, SessionUser } from '../features/accounts/public';

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

/** What sign-in needs of the accounts feature; app.ts hands it the accounts service. */
export interface AccountDirectory {
  loadSessionUser(identity: SessionIdentity): Promise<SessionUser | null>;
  findOrCreateOidcAccount(issuer: string, subject: string, email: string | null): Promise<SessionIdentity>;
}

export async function createPassport(config: Config, accounts: AccountDirectory): Promise<Authenticator> {
  const instance = new passport.Passport();
  instance.serializeUser((user, done) => done(null, toIdentity(user)));
  instance.deserializeUser((stored: unknown, done) => {
    const identity = identitySchema.safeParse(stored);
    if (!identity.success) {
      done(null, false);
      return;
    }
    accounts
      .loadSessionUser(identity.data)
      .then((user) => done(null, user ?? false))
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
        (
          issuer: string,
          profile: { id: string; emails?: { value: string }[] },
          done: (error: Error | null, user?: SessionUser) => void,
        ) => {
          accounts.findOrCreateOidcAccount(issuer, profile.id, profile.emails?.[0]?.value ?? null)
            .then((identity) => accounts.loadSessionUser(identity))
            .then((user) => (user ? done(null, user) : done(new Error('OIDC account could not be loaded'))))
            .catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
        },
      ),
    );
  }
  return instance;
}
