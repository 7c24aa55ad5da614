import express, { Router } from 'express';
import { changePlanBodySchema, createSubscriptionBodySchema, demoConfirmBodySchema } from '@chess-quest/protocol/billing';
import { currentAccount, lockParentArea, requireParentGate } from '../../auth/parent-gate';
import { badRequest, parseInput } from '../../http/errors';
import type { BillingService } from './service';
import { MalformedWebhookEventError, WebhookSignatureError, type StripeProvider } from './stripe-provider';

/**
 * Spec §7 POST /api/subscription/create, and the parent's management of the plan beyond it.
 * Every call that can spend money or change the plan is behind the parent gate.
 */
export function billingRoutes(service: BillingService): Router {
  const router = Router();

  router.get('/subscription', async (req, res) => {
    res.json(await service.state(currentAccount(req).id));
  });
  router.post('/subscription/create', requireParentGate, async (req, res) => {
    const body = parseInput(createSubscriptionBodySchema, req.body);
    res.json(await service.create(currentAccount(req), body));
  });
  router.post('/billing/demo/confirm', requireParentGate, async (req, res) => {
    const { clientSecret, ...card } = parseInput(demoConfirmBodySchema, req.body);
    const state = await service.confirmDemoPayment(currentAccount(req), clientSecret, card);
    // A payment lands on the child's dashboard: the parent area locks here, on the server, not
    // when the page moves (issue 22). A declined card (402 above) leaves the parent on the form.
    await lockParentArea(req);
    res.json(state);
  });
  router.post('/subscription/cancel', requireParentGate, async (req, res) => {
    res.json(await service.cancel(currentAccount(req)));
  });
  router.post('/subscription/resume', requireParentGate, async (req, res) => {
    res.json(await service.resume(currentAccount(req)));
  });
  router.post('/subscription/change', requireParentGate, async (req, res) => {
    const body = parseInput(changePlanBodySchema, req.body);
    res.json(await service.changePlan(currentAccount(req), body));
  });
  return router;
}

/**
 * Stripe's webhook. Mounted before the API's JSON parser, cross-site check and session:
 * the signature is computed over the raw bytes, and Stripe is neither a browser nor signed in.
 */
export function stripeWebhookRoutes(service: BillingService, stripe: StripeProvider): Router {
  const router = Router();
  router.post('/billing/webhook', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const signature = req.get('stripe-signature');
    if (!signature) throw badRequest('The Stripe-Signature header is required.');
    if (!Buffer.isBuffer(req.body)) throw badRequest('The webhook body is missing.');
    let event;
    try {
      event = stripe.parseWebhook(req.body, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw badRequest(`Webhook signature verification failed: ${error.message}`);
      if (error instanceof MalformedWebhookEventError) throw badRequest(`The Stripe event is not complete: ${error.message}.`);
      throw error;
    }
    const outcome = await service.handleEvent(event);
    if (outcome === 'unknown_subscription') req.log.warn({ eventId: event.eventId, type: event.type }, 'webhook for a subscription this app did not make');
    res.json({ received: true, outcome });
  });
  return router;
}
