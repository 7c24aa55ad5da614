import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '@chess-quest/protocol/constants';
import { Link } from 'react-router';
import { LOGIN_URL } from '../../lib/unauthorized';

const productLinks = ['Learn Chess', 'Play Games', 'Story Mode', 'Progress'];

const publicPages = [
  { to: '/help-center', label: 'Help Center' },
  { to: '/parent-guide', label: 'Parent Guide' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

const COPYRIGHT_YEAR = new Date().getFullYear();

const linkClass = 'inline-flex min-h-11 items-center text-ink underline-offset-4 hover:underline';

/**
 * Signed out, the product links lead to the login (spec §2); signed in, the header already
 * has the navigation, so the footer keeps only the help and policy pages.
 */
export function SiteFooter({ signedIn }: { signedIn: boolean }) {
  return (
    <footer className="mt-16 border-t-2 border-line bg-paper print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="text-xl font-extrabold text-ink">Chess Quest</p>
          <p className="mt-2 text-ink-muted">
            Chess adventures for kids aged {CHILD_AGE_MIN}-{CHILD_AGE_MAX}, with a view for parents.
          </p>
        </div>
        {!signedIn && (
          <nav aria-label="Chess Quest">
            <h2 className="font-bold text-ink">Play and learn</h2>
            <ul className="mt-2">
              {productLinks.map((label) => (
                <li key={label}>
                  <a href={LOGIN_URL} className={linkClass}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav aria-label="Help and policies">
          <h2 className="font-bold text-ink">Help and policies</h2>
          <ul className="mt-2">
            {publicPages.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-line py-4 text-center text-sm text-ink-muted">© {COPYRIGHT_YEAR} Chess Quest</p>
    </footer>
  );
}
