import { Trans } from '@lingui/react/macro';
import { School, Users } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';

export const ParentCard = memo(function ParentCard({ student = false }: { student?: boolean }) {
  if (student) {
    return (
      <Card className="flex h-full flex-col border-teal">
        <CardHeader>
          <CardTitle as="h2" id="parent-card-heading" className="flex items-center gap-2 text-2xl">
            <School aria-hidden="true" className="size-7 text-teal" />
            <Trans>My Class</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex-1">
          <p className="text-ink-muted">
            <Trans>Read the news from your teacher.</Trans>
          </p>
        </CardContent>
        <CardFooter>
          <Link to="/class" className={buttonClassName('secondary')}>
            <Trans>Open My Class</Trans>
          </Link>
        </CardFooter>
      </Card>
    );
  }
  return (
    <Card className="flex h-full flex-col border-teal">
      <CardHeader>
        <CardTitle as="h2" id="parent-card-heading" className="flex items-center gap-2 text-2xl">
          <Users aria-hidden="true" className="size-7 text-teal" />
          <Trans>For Parents</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="text-ink-muted">
          <Trans>See lessons completed, story progress, puzzle results and recent games in the Parent View.</Trans>
        </p>
      </CardContent>
      <CardFooter>
        <Link to="/parent-dashboard" className={buttonClassName('secondary')}>
          <Trans>Open Parent View</Trans>
        </Link>
      </CardFooter>
    </Card>
  );
});
