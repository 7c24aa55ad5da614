import type { Router } from 'express';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { FactLog } from '../../events/outbox';
import { mountRoutes } from '../../platform/route';
import { createDemoProvider } from './demo-provider';
import { stripeWebhookRoutes } from './routes';
import { createBillingService, type BillingService } from './service';
import { createStripeProvider } from './stripe-provider';

/** Where Stripe.js loads from and talks to, for the app's Content-Security-Policy. */
export interface PaymentCsp {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
}

export interface SubscriptionServices {
  billing: BillingService;
  /**
   * Stripe's webhook, which app.ts mounts ahead of the API's body parser and cross-site check
   * (the signature covers the raw bytes); null in demo mode.
   */
  stripeWebhook: Router | null;
  /** The provider's sources for helmet's CSP (app.ts); every list is empty in demo mode. */
  csp: PaymentCsp;
}

/** Stripe when its keys are set, else the built-in demo provider (architecture: outside services). */
export function createSubscriptionServices(stripeSettings: Config['stripe'], db: Database, facts: FactLog): SubscriptionServices {
  if (!stripeSettings) {
    const billing = createBillingService({ db, facts, provider: createDemoProvider() });
    return { billing, stripeWebhook: null, csp: { scriptSrc: [], frameSrc: [], connectSrc: [] } };
  }
  const stripe = createStripeProvider(stripeSettings);
  const billing = createBillingService({ db, facts, provider: stripe });
  return {
    billing,
    stripeWebhook: mountRoutes(stripeWebhookRoutes, { billing, stripe }),
    // Stripe's published CSP for Stripe.js and the Payment Element.
    csp: {
      scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      connectSrc: ['https://api.stripe.com'],
    },
  };
}
