import express from 'express';
import {
  changePlanBodySchema,
  createSubscriptionBodySchema,
  createSubscriptionResponseSchema,
  demoConfirmBodySchema,
  demoConfirmResponseSchema,
  subscriptionStateSchema,
  webhookResponseSchema,
} from '@chess-quest/protocol/subscription';
import { lockParentArea } from '../../auth/parent-gate';
import { badRequest } from '../../http/errors';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { BillingService } from './service';
import { MalformedWebhookEventError, WebhookSignatureError, type StripeProvider } from './stripe-provider';

const route = routesOf<{ billing: BillingService }>();

/**
 * Spec §7 POST /api/subscription/create, and the parent's management of the plan beyond it.
 * Every call that can spend money or change the plan needs the parent area open.
 */
export const subscriptionRoutes = [
  route({
    method: 'get',
    path: '/subscription',
    role: 'account',
    summary: "The account's plan as the parent sees it (a demo period that has ended is settled first).",
    response: schemaAnswer(subscriptionStateSchema, 'The plan, its status and period, and the payment provider.'),
    handler: ({ actor, services }) => services.billing.state(actor.account.id),
  }),
  route({
    method: 'post',
    path: '/subscription/create',
    role: 'parent',
    summary: "Starts a plan's payment (the amount must be the plan's price).",
    body: createSubscriptionBodySchema,
    response: schemaAnswer(createSubscriptionResponseSchema, "The payment's client secret to confirm, or 'active' when the plan is already paid."),
    handler: ({ actor, body, services }) => services.billing.create(actor.account, body),
  }),
  route({
    method: 'post',
    path: '/billing/demo/confirm',
    role: 'parent',
    summary: "The demo provider's card form: pays a started payment with a test card (a decline is a 402 with its message).",
    body: demoConfirmBodySchema,
    response: schemaAnswer(demoConfirmResponseSchema, 'The plan after the payment.'),
    handler: async ({ actor, body, services, req }) => {
      const { clientSecret, ...card } = body;
      const state = await services.billing.confirmDemoPayment(actor.account, clientSecret, card);
      // A payment lands on the child's dashboard: the parent area locks here, on the server, not
      // when the page moves (issue 22). A declined card (402 above) leaves the parent on the form.
      await lockParentArea(req);
      return state;
    },
  }),
  route({
    method: 'post',
    path: '/subscription/cancel',
    role: 'parent',
    summary: 'Ends the plan at the end of its period.',
    response: schemaAnswer(subscriptionStateSchema, 'The plan, set to end.'),
    handler: ({ actor, services }) => services.billing.cancel(actor.account),
  }),
  route({
    method: 'post',
    path: '/subscription/resume',
    role: 'parent',
    summary: 'Keeps a plan that was set to end.',
    response: schemaAnswer(subscriptionStateSchema, 'The plan, renewing again.'),
    handler: ({ actor, services }) => services.billing.resume(actor.account),
  }),
  route({
    method: 'post',
    path: '/subscription/change',
    role: 'parent',
    summary: 'Changes between Premium and Family.',
    body: changePlanBodySchema,
    response: schemaAnswer(subscriptionStateSchema, 'The new plan.'),
    handler: ({ actor, body, services }) => services.billing.changePlan(actor.account, body),
  }),
];

const webhookRoute = routesOf<{ billing: BillingService; stripe: StripeProvider }>();

/**
 * Stripe's webhook. Mounted before the API's JSON parser, cross-site check and session
 * (assembly.ts): the signature is computed over the raw bytes, and Stripe is neither a
 * browser nor signed in.
 */
export const stripeWebhookRoutes = [
  webhookRoute({
    method: 'post',
    path: '/billing/webhook',
    role: 'anyone',
    summary: "Stripe's signed notification of a subscription or payment change (applied once per event).",
    use: [express.raw({ type: () => true, limit: '1mb' })],
    response: schemaAnswer(webhookResponseSchema, 'Received, and what became of the event.'),
    handler: async ({ services, req }) => {
      const signature = req.get('stripe-signature');
      if (!signature) throw badRequest('The Stripe-Signature header is required.');
      if (!Buffer.isBuffer(req.body)) throw badRequest('The webhook body is missing.');
      let event;
      try {
        event = services.stripe.parseWebhook(req.body, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw badRequest(`Webhook signature verification failed: ${error.message}`);
        if (error instanceof MalformedWebhookEventError) throw badRequest(`The Stripe event is not complete: ${error.message}.`);
        throw error;
      }
      const outcome = await services.billing.handleEvent(event);
      if (outcome === 'unknown_subscription')
        req.log.warn({ eventId: event.eventId, type: event.type }, 'webhook for a subscription this app did not make');
      return { received: true as const, outcome };
    },
  }),
];
