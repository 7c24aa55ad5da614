import { msg } from '@lingui/core/macro';
import { i18n } from './i18n';

// The protocol's validation messages (zod schemas shared with the server, in English: "email is
// required", "parentPin must be exactly 4 digits") said in the reader's language under a form's
// field, with the field's label for its API name (decision 046). English reads exactly as
// before: the form's label, then the rest of the protocol's sentence.

type Pattern = [RegExp, (label: string, match: RegExpMatchArray) => string];

const PATTERNS: Pattern[] = [
  [/^ is required$/, (label) => i18n._(msg`${label} is required`)],
  [/^ is too long$/, (label) => i18n._(msg`${label} is too long`)],
  [/^ must be a valid email address$/, (label) => i18n._(msg`${label} must be a valid email address`)],
  [/^ must be at least (\d+) characters$/, (label, [, count = '']) => i18n._(msg`${label} must be at least ${count} characters`)],
  [/^ must be at most (\d+) characters$/, (label, [, count = '']) => i18n._(msg`${label} must be at most ${count} characters`)],
  [/^ must be exactly (\d+) digits$/, (label, [, count = '']) => i18n._(msg`${label} must be exactly ${count} digits`)],
  [
    /^ may contain only letters, spaces, apostrophes and hyphens$/,
    (label) => i18n._(msg`${label} may contain only letters, spaces, apostrophes and hyphens`),
  ],
  [/^ must be a number$/, (label) => i18n._(msg`${label} must be a number`)],
  [/^ must be a whole number$/, (label) => i18n._(msg`${label} must be a whole number`)],
  [/^ must be between (\d+) and (\d+)$/, (label, [, min = '', max = '']) => i18n._(msg`${label} must be between ${min} and ${max}`)],
];

/** Whole sentences a schema gives for one field ("privacyConsent: Please tick…"), by their English. */
const SENTENCES: Record<string, () => string> = {
  'Please tick the box to agree to the Privacy Policy.': () => i18n._(msg`Please tick the box to agree to the Privacy Policy.`),
  "That is not this account's parent PIN.": () => i18n._(msg`That is not this account's parent PIN.`),
};

/** `rest` is what follows the field's API name in the protocol's message (" is required"); null when no pattern knows it. */
export function validationMessage(label: string, rest: string): string | null {
  for (const [pattern, say] of PATTERNS) {
    const match = rest.match(pattern);
    if (match) return say(label, match);
  }
  return null;
}

/** A whole sentence about a field, in the reader's language (itself when unknown). */
export function validationSentence(sentence: string): string {
  return SENTENCES[sentence]?.() ?? sentence;
}
