import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '@chess-quest/protocol/constants';
import { Link } from 'react-router';
import { LOGIN_URL } from '../../lib/unauthorized';
import { LanguageSwitch } from './language-switch';

const productLinks = [msg`Learn Chess`, msg`Play Games`, msg`Story Mode`, msg`Progress`];

const publicPages = [
  { to: '/help-center', label: msg`Help Center` },
  { to: '/parent-guide', label: msg`Parent Guide` },
  { to: '/contact-us', label: msg`Contact Us` },
  { to: '/privacy-policy', label: msg`Privacy Policy` },
];

const COPYRIGHT_YEAR = new Date().getFullYear();

const linkClass = 'inline-flex min-h-11 items-center text-ink underline-offset-4 hover:underline';

/**
 * Signed out, the product links lead to the login (spec §2); signed in, the header already
 * has the navigation, so the footer keeps only the help and policy pages.
 */
export function SiteFooter({ signedIn }: { signedIn: boolean }) {
  const { t } = useLingui();
  return (
    <footer className="mt-16 border-t-2 border-line bg-paper print:hidden">
      <div className={`mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 ${signedIn ? 'lg:grid-cols-2' : 'lg:grid-cols-4'}`}>
        <div>
          <p className="text-xl font-extrabold text-ink">Chess Quest</p>
          <p className="mt-2 text-ink-muted">
            <Trans>
              Chess adventures for kids aged {CHILD_AGE_MIN}-{CHILD_AGE_MAX}, with a view for parents.
            </Trans>
          </p>
        </div>
        {!signedIn && (
          <nav aria-label="Chess Quest">
            <h2 className="font-bold text-ink">
              <Trans>Play and learn</Trans>
            </h2>
            <ul className="mt-2">
              {productLinks.map((label) => (
                <li key={label.id}>
                  <a href={LOGIN_URL} className={linkClass}>
                    {t(label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav aria-label={t`Help and policies`}>
          <h2 className="font-bold text-ink">
            <Trans>Help and policies</Trans>
          </h2>
          <ul className="mt-2">
            {publicPages.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={linkClass}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {!signedIn && <LanguageSwitch />}
      </div>
      <p className="border-t border-line py-4 text-center text-sm text-ink-muted">© {COPYRIGHT_YEAR} Chess Quest</p>
    </footer>
  );
}
