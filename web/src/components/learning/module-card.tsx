import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Lock, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { LessonModule, UserModule } from '@chess-quest/protocol/catalog';
import { Badge } from '../ui/badge';
import { buttonClassName } from '../ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../ui/card';
import { DifficultyStars } from '../ui/difficulty-stars';
import { Progress } from '../ui/progress';
import { actionText, moduleCardStatus } from './card-status';

/** A lesson module card with the spec §4 states; the lessons page and the dashboard share it. */
export function ModuleCard({
  module,
  userModule,
  level,
  headingLevel = 'h3',
}: {
  module: LessonModule;
  userModule: UserModule | undefined;
  level: number;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useLingui();
  const status = moduleCardStatus(module, userModule, level);
  const { title, duration, points } = module;
  return (
    <Card className={`flex h-full flex-col ${status.kind === 'locked' ? 'border-dashed bg-cream' : ''}`} data-testid="module-card">
      <CardHeader>
        {status.kind !== 'new' && (
          <div className="flex flex-wrap items-center gap-2">
            {status.kind === 'completed' && (
              <Badge color="green">
                <Trans>Completed</Trans>
              </Badge>
            )}
            {status.kind === 'in-progress' && (
              <Badge color="blue">
                <Trans>In Progress</Trans>
              </Badge>
            )}
            {status.kind === 'locked' && (
              <Badge color="neutral">
                <Lock aria-hidden="true" className="size-4" />
                <Trans>Locked</Trans>
              </Badge>
            )}
          </div>
        )}
        <CardTitle as={headingLevel}>{module.title}</CardTitle>
        <CardDescription>{module.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            <Trans>{duration} min</Trans>
          </span>
          <DifficultyStars difficulty={module.difficulty} />
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="size-4" />
            <Trans>{points} points</Trans>
          </span>
        </div>
        {status.kind === 'in-progress' && <Progress value={status.progress} label={t`${title} progress`} />}
      </CardContent>
      <CardFooter>
        {status.kind === 'locked' ? (
          <p className="inline-flex items-center gap-2 font-semibold text-ink-muted">
            <Lock aria-hidden="true" className="size-4" />
            {status.label}
          </p>
        ) : (
          <Link to={`/lessons/${module.id}`} className={buttonClassName(status.kind === 'completed' ? 'outline' : 'primary')}>
            {actionText(status.action)}
            <span className="sr-only">: {module.title}</span>
          </Link>
        )}
      </CardFooter>
    </Card>
  );
}
