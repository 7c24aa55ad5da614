import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen } from 'lucide-react';
import { memo } from 'react';
import type { LessonModule, UserModule } from '@chess-quest/protocol/catalog';
import { ModuleCard } from '../../../components/learning/module-card';
import { EmptyState } from '../../../components/ui/empty-state';

/** How many modules the dashboard shows; the rest are on /lessons. */
const DASHBOARD_MODULES = 6;

/** The first lesson modules, with the same card states as the lessons page. */
export const LessonModules = memo(function LessonModules({
  modules,
  userModules,
  level,
}: {
  modules: LessonModule[];
  userModules: UserModule[];
  level: number;
}) {
  const { t } = useLingui();
  if (modules.length === 0) {
    return (
      <EmptyState title={t`No Lessons Available`} headingLevel="h3" icon={<BookOpen className="size-8" />}>
        <Trans>New lessons are being prepared. Check back soon!</Trans>
      </EmptyState>
    );
  }
  const progressById = new Map(userModules.map((um) => [um.moduleId, um]));
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {modules.slice(0, DASHBOARD_MODULES).map((module) => (
        <li key={module.id}>
          <ModuleCard module={module} userModule={progressById.get(module.id)} level={level} />
        </li>
      ))}
    </ul>
  );
});
