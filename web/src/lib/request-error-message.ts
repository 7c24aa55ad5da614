import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@chess-quest/protocol/auth';
import type { ErrorCode, ErrorReason, ErrorValues } from '@chess-quest/protocol/error-codes';
import { ApiError, errorMessageOf } from './api-client';
import { activeLocale, i18n } from './i18n';

/** What each error code means to a reader (decision 046): shown when the server's own sentence is not one the web knows in the reader's language. */
const CODE_TEXTS: Record<ErrorCode, MessageDescriptor> = {
  invalid_input: msg`Something in the form is not quite right. Please check it and try again.`,
  illegal_move: msg`That move is not allowed here.`,
  not_signed_in: msg`You are not signed in.`,
  parent_gate_required: msg`A grown-up needs to enter the parent PIN first.`,
  premium_required: msg`This is part of Premium.`,
  locked: msg`This is still locked. Keep playing to open it!`,
  forbidden: msg`This is not allowed.`,
  not_found: msg`We could not find that.`,
  conflict: msg`Something changed in the meantime. Please try again.`,
  rate_limited: msg`Too many tries. Please wait a little and try again.`,
  payment_failed: msg`The payment did not go through. Please check the card and try again.`,
  unavailable: msg`Chess Quest is busy right now. Please try again in a moment.`,
  internal: msg`Something went wrong on our side. Please try again.`,
};

/**
 * The server's sentences the web says in every language, by their English (the server sends
 * exactly these, protocol/src/auth.ts). A feature adds its own protocol messages here as it
 * is translated.
 */
const KNOWN_SERVER_MESSAGES: Record<string, MessageDescriptor> = {
  [AUTH_MESSAGES.wrongCredentials]: msg`Wrong email or password.`,
  [AUTH_MESSAGES.emailTaken]: msg`An account with this email already exists. Try signing in instead.`,
  [AUTH_MESSAGES.tooManyAttempts]: msg`Too many sign-in attempts. Please wait a few minutes and try again.`,
  [AUTH_MESSAGES.tooManySignUps]: msg`Too many new accounts from here. Please wait an hour and try again.`,
  [AUTH_MESSAGES.notSignedIn]: msg`You are not signed in.`,
  [ACCOUNT_MESSAGES.childrenLeft]: msg`Remove every child profile before closing the account.`,
  [ACCOUNT_MESSAGES.planRunning]: msg`Your paid plan is still running. Cancel it on the Subscription page first (add a child to reach it), or write to us through Contact Us.`,
};

/**
 * How a refusal is said from its values, in the active language: the feature's own message,
 * `({ level }) => i18n._(msg`This lesson opens at level ${level}.`)`; null when the values are
 * not ones it knows (then the code's meaning is said).
 */
export type ErrorReasonText = (values: ErrorValues) => string | null;

const REASON_TEXTS = new Map<ErrorReason, ErrorReasonText>();

/**
 * The sentences of the refusals a feature shows, by reason (protocol error-codes.ts), with their
 * messages in the feature's own catalogue: the feature's page imports its table
 * (`features/<name>/server-error-texts.ts`), so its catalogue is loaded whenever the table is
 * known, and the landing page carries none of them.
 */
export function registerErrorTexts(texts: Partial<Record<ErrorReason, ErrorReasonText>>): void {
  for (const [reason, text] of Object.entries(texts) as [ErrorReason, ErrorReasonText][]) REASON_TEXTS.set(reason, text);
}

/** The refusal's sentence from its reason and values in the active language, or null when no feature has said how. */
function reasonText(error: ApiError): string | null {
  const text = error.reason ? REASON_TEXTS.get(error.reason) : undefined;
  return text ? text(error.values) : null;
}

/** The reader's-language text of an error code. */
export function errorCodeText(code: ErrorCode): string {
  return i18n._(CODE_TEXTS[code]);
}

/**
 * An API error for a reader: in English the server's own sentence (as precise as it gets);
 * in another language the sentence said from the catalogue by the refusal's reason and values
 * (issue 27), or the translation of a sentence the web knows, else the meaning of its code.
 */
export function apiErrorText(error: ApiError): string {
  const sentence = errorMessageOf(error);
  const known = KNOWN_SERVER_MESSAGES[sentence];
  if (known) return i18n._(known);
  if (activeLocale() === 'en') return sentence;
  return reasonText(error) ?? errorCodeText(error.code);
}

/** The sentence to show when a sign-in or sign-up request fails. */
export function requestErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return apiErrorText(error);
  return i18n._(msg`We couldn't reach Chess Quest. Please check your internet connection and try again.`);
}
