import { everyInterval } from '../../background';
import { defineFeature } from '../../platform/feature';
import { createSubscriptionServices } from './assembly';
import { subscriptionRoutes } from './routes';

export type { SubscriptionServices } from './assembly';

/** How often a node settles the demo periods that have ended. */
const BILLING_SETTLE_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Spec §4 subscription: the parent buys, cancels, resumes or changes a plan through Stripe,
 * or through the built-in demo provider when no Stripe keys are set (decision 008).
 * Stripe's webhook and its CSP sources are services app.ts reads: both are needed outside
 * the API's routes (the webhook before the JSON parser, the sources in helmet's header).
 */
export const subscriptionFeature = defineFeature({
  name: 'subscription',
  create: ({ config, db, facts }) => createSubscriptionServices(config.stripe, db, facts),
  routes: subscriptionRoutes,
  jobs: ({ billing }, { logger }) => [
    // Premium ends on time for an account that never opens billing again; settling is
    // idempotent (events are applied once), so every node runs it.
    everyInterval(
      'billing-settlement',
      BILLING_SETTLE_INTERVAL_MS,
      () => billing.settleDue(),
      (error, job) => logger.warn({ err: error, job }, 'background job failed'),
    ),
  ],
});
