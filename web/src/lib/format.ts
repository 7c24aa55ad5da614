import { activeLocale } from './i18n';

// Dates, numbers and prices in the language the app shows (issue 27): every one a reader sees
// goes through Intl with the active locale, never a hand-made "$4.99" or "Nov 27".

/** The BCP 47 tag Intl formats with (the pseudo-locale formats as English). */
export function intlLocale(): string {
  const locale = activeLocale();
  return locale === 'pseudo' ? 'en' : locale;
}

// Making an Intl formatter costs far more than using one: one per locale and options.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat>(
  kind: string,
  options: object,
  make: (locale: string) => F,
): F {
  const locale = intlLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 1234.5 → "1,234.5" (en), "1234,5" (es). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

/** A price in cents: "$4.99", "$0" in English; "4,99 US$", "0 US$" in Spanish. Whole amounts have no cents. */
export function formatPrice(cents: number, currency = 'USD'): string {
  const whole = cents % 100 === 0;
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  };
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(cents / 100);
}

/** A date (or instant) as the reader's language writes it; by default "Nov 27, 2026" / "27 nov 2026". */
export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' },
): string {
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(new Date(value));
}

/** "in 3 days", "yesterday" / "dentro de 3 días", "ayer". */
export function formatRelative(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' },
): string {
  return cached('relative', options, (locale) => new Intl.RelativeTimeFormat(locale, options)).format(value, unit);
}

/** ["a", "b", "c"] → "a, b and c" / "a, b y c". */
export function formatList(items: readonly string[], options: Intl.ListFormatOptions = { type: 'conjunction' }): string {
  // The product's English has never used the serial comma ("a, b and c"), as en-GB writes lists.
  return cached('list', options, (locale) => new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, options)).format(items);
}
