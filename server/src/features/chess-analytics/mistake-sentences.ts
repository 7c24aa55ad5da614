import type { Locale } from '@chess-quest/protocol/locales';

// The replay's sentence about a mistake, in the reader's language (issue 27). It is made per
// request from the engine's facts (move number, the two moves in SAN, the loss), never stored,
// so each request gets it in its own language. English and Spanish side by side, typed by
// Locale: a third language fails to typecheck until it has its own. Moves stay in SAN, as the
// move list beside the sentence shows them.

interface MistakeTemplates {
  /** The move gave the opponent a checkmate. Placeholders: {n} {played} {better}. */
  allowsMate: string;
  /** The move gave away material, in pawns; picked by the locale's plural rule. Also {pawns}. */
  gaveAway: { one: string; other: string };
}

export const MISTAKE_TEMPLATES: Readonly<Record<Locale, MistakeTemplates>> = {
  en: {
    allowsMate: 'On move {n} you played {played}. {better} was better: after {played} your opponent could get a checkmate.',
    gaveAway: {
      one: "On move {n} you played {played}. {better} was better: {played} gave away about {pawns} pawn's worth.",
      other: "On move {n} you played {played}. {better} was better: {played} gave away about {pawns} pawns' worth.",
    },
  },
  es: {
    allowsMate: 'En la jugada {n} jugaste {played}. {better} era mejor: después de {played}, tu rival podía darte jaque mate.',
    gaveAway: {
      one: 'En la jugada {n} jugaste {played}. {better} era mejor: {played} regaló lo que vale más o menos un peón.',
      other: 'En la jugada {n} jugaste {played}. {better} era mejor: {played} regaló lo que valen unos {pawns} peones.',
    },
  },
};

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralOf(locale: Locale, count: number): 'one' | 'other' {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count) === 'one' ? 'one' : 'other';
}

/** Fills a template's {placeholders}; the values are numbers and SAN, which hold no braces. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([a-z]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export interface MistakeFacts {
  moveNumber: number;
  played: string;
  better: string;
  /** Pawns given away (at least 1), or 'mate' when the move let the opponent checkmate. */
  cost: number | 'mate';
}

export function mistakeSentence(locale: Locale, { moveNumber, played, better, cost }: MistakeFacts): string {
  const templates = MISTAKE_TEMPLATES[locale];
  const values = { n: moveNumber, played, better };
  if (cost === 'mate') return fill(templates.allowsMate, values);
  return fill(templates.gaveAway[pluralOf(locale, cost)], { ...values, pawns: cost });
}
