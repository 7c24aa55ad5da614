import type { Messages } from '@lingui/core';

// The pseudo-locale (issue 27, decision 046): English with every letter accented and every
// text about 30 % longer, made from the compiled English catalogue. A run of the journeys in it
// shows an untranslated string (plain ASCII among accented text) and a layout that breaks on
// the longer words of other languages. Lingui 5's own pseudo-locale cannot lengthen texts.

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** How much longer a pseudo-localized text is than its English. */
export const PSEUDO_EXTEND = 0.3;

/** A text with its letters accented and ~30 % added (as extra word-like padding, so lines can still wrap). */
export function pseudoText(text: string): string {
  const accented = text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);
  const letters = text.replace(/\s/g, '').length;
  const extra = Math.ceil(letters * PSEUDO_EXTEND);
  if (extra === 0) return accented;
  const padding = 'ēẋţŕá ļóñĝ '
    .repeat(Math.ceil(extra / 10))
    .slice(0, extra)
    .trimEnd();
  return `${accented} ${padding}`;
}

type Token = string | [name: string, type?: string, format?: unknown];

/** A compiled message's texts accented; the first level also gets the extra length once. */
function pseudoMessage(message: unknown, top: boolean): unknown {
  if (typeof message === 'string') return top ? pseudoText(message) : accentOnly(message);
  if (!Array.isArray(message)) return message;
  const tokens = (message as Token[]).map((token) => (typeof token === 'string' ? accentOnly(token) : pseudoToken(token)));
  if (!top) return tokens;
  const letters = (message as Token[])
    .filter((t): t is string => typeof t === 'string')
    .join('')
    .replace(/\s/g, '').length;
  const padding = pseudoText('x'.repeat(letters)).slice(letters);
  return padding ? [...tokens, padding] : tokens;
}

function accentOnly(text: string): string {
  return text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);
}

/** A placeholder stays; a plural's or select's choices are accented. */
function pseudoToken(token: [name: string, type?: string, format?: unknown]): Token {
  const [name, type, format] = token;
  if (format && typeof format === 'object' && !Array.isArray(format)) {
    const choices = Object.fromEntries(
      Object.entries(format as Record<string, unknown>).map(([key, value]) => [key, key === 'offset' ? value : pseudoMessage(value, false)]),
    );
    return [name, type, choices];
  }
  return token;
}

/** The pseudo-locale's catalogue, made from a compiled English one. */
export function pseudoMessages(english: Messages): Messages {
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoMessage(message, true)])) as Messages;
}

const pseudoTables = new WeakMap<object, unknown>();

/**
 * A protocol table as the pseudo-locale shows it: every string in it (deeply, in arrays and
 * objects) through pseudoText, and a function's string answer too. The same table gives the
 * same result each time (kept by identity), so it can sit in a memo's dependencies.
 */
export function pseudoValue<T>(value: T): T {
  if (typeof value === 'string') return pseudoText(value) as T;
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
  const known = pseudoTables.get(value as object);
  if (known !== undefined) return known as T;
  let result: unknown;
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    result = (...args: unknown[]) => pseudoValue(fn(...args));
  } else if (Array.isArray(value)) {
    result = value.map((item: unknown) => pseudoValue(item));
  } else if (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null) {
    result = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, pseudoValue(item)]));
  } else {
    return value;
  }
  pseudoTables.set(value as object, result);
  return result as T;
}
