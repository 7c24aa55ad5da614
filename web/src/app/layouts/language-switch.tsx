import { Trans, useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES, LOCALES, type Locale } from '@chess-quest/protocol/locales';
import { cn } from '../../lib/cn';
import { activateLocale, rememberLocale } from '../../lib/i18n';

/**
 * The public pages' language switch (issue 27): each language by its own name, the shown one
 * marked. The choice is remembered in the `cq_locale` cookie, which the server reads too.
 * A signed-in child's language is the one the parent chose behind the PIN.
 */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const choose = (locale: Locale) => {
    rememberLocale(locale);
    void activateLocale(locale);
  };
  return (
    <div>
      <h2 id="language-switch-heading" className="font-bold text-ink">
        <Trans>Language</Trans>
      </h2>
      <ul aria-labelledby="language-switch-heading" className="mt-2 flex flex-wrap gap-2">
        {LOCALES.map((locale) => {
          const current = i18n.locale === locale;
          return (
            <li key={locale}>
              <button
                type="button"
                lang={locale}
                aria-pressed={current}
                onClick={() => choose(locale)}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold',
                  current ? 'border-brand bg-brand text-white' : 'border-line bg-paper text-ink hover:bg-brand-soft',
                )}
              >
                {LOCALE_NAMES[locale]}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
