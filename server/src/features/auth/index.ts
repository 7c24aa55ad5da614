import { createAccountLimits } from '../../auth/account-limits';
import { defineFeature } from '../../platform/feature';
import { authRoutes } from './routes';
import { createAccountsService } from './service';

/**
 * Spec §3 accounts: sign-up, sign-in (password or OpenID Connect), sign-out, the session's
 * child and closing an account. Its kernel, auth/ (roles, sessions, passport, the parent
 * gate's marks), is what every feature's guard uses; this feature is only its routes.
 */
export const authFeature = defineFeature({
  name: 'auth',
  create: ({ db, redis, config, sessions }, ports) => ({
    // Closing a teacher's account hands its classes to their co-teachers (the classes feature's port).
    accounts: createAccountsService({ db, handOverClasses: (tx, accountId) => ports.handOverClasses(tx, accountId) }),
    limits: createAccountLimits(redis, config.addressRateLimits),
    passport: sessions.passport,
    oidcEnabled: config.oidc !== null,
    sockets: sessions.sockets,
    forgetAccount: (accountId: string) => sessions.cache.forgetAccount(accountId),
  }),
  routes: authRoutes,
});
