import { z } from 'zod';
import { PLAN_PRICES_CENTS } from './constants';

// Billing: the spec's POST /api/subscription/create (§7), and what goes beyond it
// (the demo payment form, cancel, resume, plan change, the subscription's state).

export const PAID_PLANS = ['Premium', 'Family'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
/** Every plan an account can be on: Basic is the free one. */
export const PLANS = ['Basic', ...PAID_PLANS] as const;

/** The payment providers: Stripe, or the built-in demo that takes no money. */
export const PAYMENT_PROVIDERS = ['stripe', 'demo'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * A paid subscription's own status, as its provider keeps it (Stripe's names). What the
 * account shows follows from the live one: SUBSCRIPTION_STATES below.
 */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_STATUSES = ['succeeded', 'failed', 'pending'] as const;

/** Messages the web shows verbatim; the server sends exactly these. */
export const BILLING_MESSAGES = {
  declined: 'Your card was declined.',
  notATestCard: 'This is a demo: no real card is charged. Please use the test card 4242 4242 4242 4242.',
  alreadyOnPlan: (plan: PaidPlan) => `You already have the ${plan} plan.`,
  changeInstead: (plan: PaidPlan) => `You already have the ${plan} plan. Change your plan instead of buying a second one.`,
  noSubscription: 'There is no active subscription to change.',
  notCanceling: 'The subscription is not set to end, so there is nothing to resume.',
  alreadyCanceling: 'The subscription is already set to end at the end of this period.',
  unknownPayment: 'No payment is waiting for this confirmation. Please choose your plan again.',
  paymentNotPending: 'This payment was already completed.',
  demoOnly: 'Card details are taken by Stripe on this server, not by this form.',
} as const;

const planTypeSchema = z.enum(PAID_PLANS, { error: `planType must be one of ${PAID_PLANS.join(', ')}` });

/** Spec §7: planType and amount in cents; the amount must be the plan's own price (§9). */
export const createSubscriptionBodySchema = z
  .object({
    planType: planTypeSchema,
    amount: z.number({ error: 'amount must be a number of cents' }).int('amount must be a whole number of cents'),
  })
  .superRefine((body, ctx) => {
    const price = PLAN_PRICES_CENTS[body.planType];
    if (body.amount !== price) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `amount must be ${price} for the ${body.planType} plan`,
      });
    }
  });
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;

/** Spec §3 "Subscription create response: clientSecret or status". */
export const createSubscriptionResponseSchema = z.union([
  z.strictObject({ clientSecret: z.string() }),
  z.strictObject({ status: z.literal('active') }),
]);
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

export const changePlanBodySchema = z.object({ planType: planTypeSchema });
export type ChangePlanBody = z.infer<typeof changePlanBodySchema>;

export const SUBSCRIPTION_STATES = ['inactive', 'active', 'past_due'] as const;

/** GET /api/subscription: the account's plan as the parent sees it. */
export const subscriptionStateSchema = z.object({
  /** 'active' means premium (spec §4); past_due keeps the plan while the provider retries. */
  status: z.enum(SUBSCRIPTION_STATES),
  plan: z.enum(PLANS),
  amountCents: z.number().int(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** True when no payment provider is configured: the built-in demo takes no money. */
  demo: z.boolean(),
  /** Stripe's publishable key, for the Payment Element; null in demo mode. */
  publishableKey: z.string().nullable(),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

/** What the Stripe webhook answers Stripe: received, and what became of the event. */
export const webhookResponseSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['processed', 'duplicate', 'ignored', 'unknown_subscription']),
});
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;

// ---- the demo card form -------------------------------------------------------------

/** The demo provider's test cards, the same numbers Stripe's test mode uses. */
export const DEMO_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** "4242 4242 4242 4242" → "4242424242424242" (spaces and dashes are how people type it). */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries, catching most typing slips. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** "MM/YY" → month and four-digit year, or null when it is not that shape. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2]!;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card works until the last day of its expiry month. */
export function expiryIsInFuture(expiry: { month: number; year: number }, now: Date): boolean {
  const firstDayAfter = Date.UTC(expiry.year, expiry.month, 1);
  return now.getTime() < firstDayAfter;
}

/**
 * What a parent reads under a card field: whole sentences, never a field path. Keyed by
 * field, so a form can put a message the server sends back under the field it is about.
 */
export const DEMO_CARD_MESSAGES = {
  cardNumber: {
    required: 'Please enter the card number.',
    digits: 'The card number should have 12 to 19 digits.',
    invalid: 'This card number is not valid. Please check the digits.',
  },
  expiry: {
    required: 'Please enter the expiry date.',
    format: 'Please write the expiry date as MM/YY, for example 12/30.',
    expired: 'This card has expired. Please use a card with a later expiry date.',
  },
  cvc: { format: 'The security code (CVC) is the 3 or 4 digits on the back of the card.' },
  name: {
    required: 'Please enter the name on the card.',
    tooLong: 'The name on the card can be at most 100 characters.',
  },
} as const;

const CARD = DEMO_CARD_MESSAGES;

export const demoCardSchema = z.object({
  cardNumber: z
    .string({ error: CARD.cardNumber.required })
    .transform(normalizeCardNumber)
    .pipe(
      z
        .string()
        .min(1, CARD.cardNumber.required)
        .regex(/^\d{12,19}$/, CARD.cardNumber.digits)
        .refine(passesLuhn, CARD.cardNumber.invalid),
    ),
  expiry: z
    .string({ error: CARD.expiry.required })
    .min(1, CARD.expiry.required)
    .refine((value) => value.trim() === '' || parseExpiry(value) !== null, CARD.expiry.format)
    .refine((value) => {
      const parsed = parseExpiry(value);
      return parsed === null || expiryIsInFuture(parsed, new Date());
    }, CARD.expiry.expired),
  cvc: z.string({ error: CARD.cvc.format }).regex(/^\d{3,4}$/, CARD.cvc.format),
  name: z.string({ error: CARD.name.required }).trim().min(1, CARD.name.required).max(100, CARD.name.tooLong),
});
export type DemoCard = z.infer<typeof demoCardSchema>;

export const demoConfirmBodySchema = demoCardSchema.extend({
  clientSecret: z.string({ error: 'clientSecret is required' }).min(1, 'clientSecret is required').max(200),
});
export type DemoConfirmBody = z.input<typeof demoConfirmBodySchema>;

/** POST /api/billing/demo/confirm answers the new state; a decline is a 402 with the message. */
export const demoConfirmResponseSchema = subscriptionStateSchema;
export type DemoConfirmResponse = SubscriptionState;
