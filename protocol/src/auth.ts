import { z } from 'zod';
import { CHILD_AGE_MAX, CHILD_AGE_MIN, PARENT_PIN_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { localeSchema } from './locales';

/** Spec §3 User: the active child profile of the session, plus its kid-safe username. */
export const authUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  subscriptionStatus: z.string(),
  /** The language the child reads the app in (chosen by the parent; issue 27). */
  locale: localeSchema,
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const emailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'email is too long')
  .pipe(z.email({ error: 'email must be a valid email address' }));

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(200, 'password is too long'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * The privacy policy's version, shown on the privacy page and stored with each parent's
 * consent: change it whenever the policy's text changes.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-27';

/** COPPA notice and consent: the parent ticks the box that agrees to the privacy policy. */
export const privacyConsentSchema = z.literal(true, {
  error: 'privacyConsent: Please tick the box to agree to the Privacy Policy.',
});

export const signUpBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'password is required' })
    .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'password is too long'),
  parentPin: z
    .string({ error: 'parentPin is required' })
    .regex(new RegExp(`^\\d{${PARENT_PIN_LENGTH}}$`), `parentPin must be exactly ${PARENT_PIN_LENGTH} digits`),
  childFirstName: z
    .string({ error: 'childFirstName is required' })
    .trim()
    .min(1, 'childFirstName is required')
    .max(40, 'childFirstName must be at most 40 characters')
    .regex(/^[\p{L}][\p{L}\p{M}' -]*$/u, 'childFirstName may contain only letters, spaces, apostrophes and hyphens'),
  childAge: z.coerce
    .number({ error: 'childAge must be a number' })
    .int('childAge must be a whole number')
    .min(CHILD_AGE_MIN, `childAge must be between ${CHILD_AGE_MIN} and ${CHILD_AGE_MAX}`)
    .max(CHILD_AGE_MAX, `childAge must be between ${CHILD_AGE_MIN} and ${CHILD_AGE_MAX}`),
  privacyConsent: privacyConsentSchema,
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/**
 * Finishing a sign-up made through an OpenID Connect provider (or starting again after the
 * last child was erased): the PIN, the first child and the parent's consent, given before the
 * child's profile exists.
 */
export const firstChildBodySchema = signUpBodySchema.pick({ parentPin: true, childFirstName: true, childAge: true, privacyConsent: true });
export type FirstChildBody = z.infer<typeof firstChildBodySchema>;

/** Closing an account that has no child left: the parent PIN confirms it. */
export const closeAccountBodySchema = signUpBodySchema.pick({ parentPin: true });
export type CloseAccountBody = z.infer<typeof closeAccountBodySchema>;

/** Spec §3 User progress. */
export const userProgressSchema = z.object({
  level: z.number().int(),
  points: z.number().int(),
  streak: z.number().int(),
});
export type UserProgress = z.infer<typeof userProgressSchema>;

/** GET /api/placeholder/:width/:height: the size of the avatar fallback image, in pixels (spec §7). */
export const placeholderParamsSchema = z.object({
  width: z.coerce.number().int().min(1).max(512),
  height: z.coerce.number().int().min(1).max(512),
});

/** The one error shape every /api answer uses for a non-2xx status. */
export const apiErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Messages the web shows verbatim; the server sends exactly these. */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Wrong email or password.',
  emailTaken: 'An account with this email already exists. Try signing in instead.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManySignUps: 'Too many new accounts from here. Please wait an hour and try again.',
  notSignedIn: 'You are not signed in.',
} as const;

/** Messages about a whole account (starting again after erasing, closing it). */
export const ACCOUNT_MESSAGES = {
  wrongPin: "parentPin: That is not this account's parent PIN.",
  childrenLeft: 'Remove every child profile before closing the account.',
  planRunning:
    'Your paid plan is still running. Cancel it on the Subscription page first (add a child to reach it), or write to us through Contact Us.',
  /** The sign-up's child step for an account that has a parent PIN already. */
  nextWithPin: '/sign-up?step=child&pin=current',
  next: '/sign-up?step=child',
} as const;
