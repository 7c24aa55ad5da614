import { z } from 'zod';
import { PARENT_PIN_LENGTH } from './constants';

// The parent area: the PIN gate, family profiles and the parent dashboard.

/** Messages the web shows verbatim; the server sends exactly these. */
export const PARENT_MESSAGES = {
  locked: 'A parent needs to enter the parent PIN first.',
  wrongPin: "That PIN isn't right. Please try again.",
  tooManyPinAttempts: 'Too many PIN tries. Please wait 15 minutes and try again, or reset the PIN with your password.',
  wrongPassword: "That password isn't right. Please try again.",
  noPassword:
    'This account signs in through your login provider and has no password here, so the PIN cannot be reset on this page. Please write to us from the Contact Us page.',
  childLimit: (limit: number) =>
    limit > 1
      ? `You already have ${limit} child profiles, the most an account can have.`
      : 'Your plan includes one child profile. Upgrade to the Family plan to add up to 3 children.',
  lastChild: 'This is the only child profile. Add another child before removing this one.',
  childNotFound: 'No such child profile in this account.',
} as const;

export const parentPinSchema = z
  .string({ error: 'pin is required' })
  .regex(new RegExp(`^\\d{${PARENT_PIN_LENGTH}}$`), `pin must be exactly ${PARENT_PIN_LENGTH} digits`);

export const parentUnlockBodySchema = z.object({ pin: parentPinSchema });
export type ParentUnlockBody = z.infer<typeof parentUnlockBodySchema>;

export const parentStatusSchema = z.object({
  unlocked: z.boolean(),
  /** Whether the account has a password that can reset the PIN (OIDC-only accounts do not). */
  canResetWithPassword: z.boolean(),
});
export type ParentStatus = z.infer<typeof parentStatusSchema>;

export const parentResetPinBodySchema = z.object({
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(200, 'password is too long'),
  newPin: z
    .string({ error: 'newPin is required' })
    .regex(new RegExp(`^\\d{${PARENT_PIN_LENGTH}}$`), `newPin must be exactly ${PARENT_PIN_LENGTH} digits`),
});
export type ParentResetPinBody = z.infer<typeof parentResetPinBodySchema>;
