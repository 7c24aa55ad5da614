import { activeLocale } from '../../lib/i18n';
import { pseudoText } from '../../lib/pseudo-locale';

/**
 * A protocol constant's text in the active language (issue 27): the protocol keeps its
 * Spanish beside the English (e.g. CHALLENGE_MESSAGES_ES, keyed by the English); the
 * pseudo-locale lengthens the English as it does every message.
 */
export function inLocale<K extends string>(english: K, es: Readonly<Record<K, string>>): string {
  const locale = activeLocale();
  if (locale === 'es') return es[english];
  return locale === 'pseudo' ? pseudoText(english) : english;
}

/**
 * A protocol table keyed by id (e.g. PATH_DIFFICULTY_NAMES and its PATH_DIFFICULTY_NAMES_ES)
 * read in the active language: `protocolLabel(PATH_DIFFICULTY_NAMES, PATH_DIFFICULTY_NAMES_ES, 3)`.
 */
export function protocolLabel<K extends PropertyKey>(english: Readonly<Record<K, string>>, es: Readonly<Record<K, string>>, key: K): string {
  const locale = activeLocale();
  if (locale === 'es') return es[key];
  return locale === 'pseudo' ? pseudoText(english[key]) : english[key];
}
