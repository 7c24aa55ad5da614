import { Trans, useLingui } from '@lingui/react/macro';
import { CircleHelp } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';

/** Spec §2: any unknown path. */
export function NotFound() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Page Not Found – Chess Quest`}</title>
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-12 text-center">
        <CircleHelp aria-hidden="true" className="size-12 text-danger" />
        <h1 className="text-3xl font-extrabold text-ink">
          <Trans>404 Page Not Found</Trans>
        </h1>
        <p className="text-ink-muted">
          <Trans>Did you forget to add the page to the router?</Trans>
        </p>
        <Link to="/" className={buttonClassName('primary')}>
          <Trans>Go to the home page</Trans>
        </Link>
      </Card>
    </>
  );
}
