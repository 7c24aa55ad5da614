import type { Router } from 'express';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { FactLog } from '../../events/outbox';
import { createDemoProvider } from './demo-provider';
import { billingRoutes, stripeWebhookRoutes } from './routes';
import { createBillingService, type BillingService } from './service';
import { createStripeProvider } from './stripe-provider';

export interface BillingAssembly {
  service: BillingService;
  routes: Router;
  /** Stripe's webhook, to mount ahead of the API's body parser and cross-site check; null in demo mode. */
  webhook: Router | null;
  /** Where Stripe.js loads from and talks to; every list is empty in demo mode. */
  csp: { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[] };
}

/** Stripe when its keys are set, else the built-in demo provider (architecture: outside services). */
export function createBilling(stripeSettings: Config['stripe'], db: Database, facts: FactLog): BillingAssembly {
  if (!stripeSettings) {
    const service = createBillingService({ db, facts, provider: createDemoProvider() });
    return { service, routes: billingRoutes(service), webhook: null, csp: { scriptSrc: [], frameSrc: [], connectSrc: [] } };
  }
  const provider = createStripeProvider(stripeSettings);
  const service = createBillingService({ db, facts, provider });
  return {
    service,
    routes: billingRoutes(service),
    webhook: stripeWebhookRoutes(service, provider),
    // Stripe's published CSP for Stripe.js and the Payment Element.
    csp: {
      scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      connectSrc: ['https://api.stripe.com'],
    },
  };
}
