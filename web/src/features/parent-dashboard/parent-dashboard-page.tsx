import { GraduationCap, Lock, Users } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClassName } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { TitledPage } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { cn } from '../../lib/cn';
import { useFamily } from '../../api/parent/get-family';
import { useLockParentArea } from '../../api/parent/lock-parent-area';
import { ClassRequestsSection } from '../../components/class-invitations/class-requests-section';
import { FamilySection } from '../../components/parent/family-section';
import { ParentGate } from '../../components/parent/parent-gate';
import { ChildDashboard } from './components/child-dashboard';
import { useLiveActivity } from './use-live-activity';

function ParentArea() {
  const { t } = useLingui();
  const family = useFamily();
  const lock = useLockParentArea();
  const [picked, setPicked] = useState<string | null>(null);
  const children = family.data?.children;
  const nameOf = useCallback((childId: string) => children?.find((c) => c.id === childId)?.firstName, [children]);
  const latest = useLiveActivity(nameOf);

  if (family.isPending) return <PageLoading />;
  if (family.isError) return <LoadError what={t`your family`} onRetry={() => void family.refetch()} />;
  const list = family.data.children;
  const selected = list.find((c) => c.id === picked) ?? list.find((c) => c.id === family.data.activeChildId) ?? list[0];

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center gap-3">
        {list.length > 1 && (
          <div role="group" aria-label={t`Choose a child`} className="flex flex-wrap gap-2 rounded-full bg-brand-soft p-1.5">
            {list.map((child) => (
              <button
                key={child.id}
                type="button"
                aria-pressed={child.id === selected?.id}
                onClick={() => setPicked(child.id)}
                className={cn(
                  'min-h-11 rounded-full px-5 font-semibold',
                  child.id === selected?.id ? 'bg-brand text-white' : 'text-brand-strong hover:bg-paper',
                )}
              >
                {child.firstName}
              </button>
            ))}
          </div>
        )}
        <p role="status" className="flex-1 text-ink-muted">
          {latest}
        </p>
        {/* The teacher area (issue 24) opens with the same PIN: moving there keeps it open. */}
        <Link to="/teach" className={buttonClassName('ghost', 'sm')}>
          <GraduationCap aria-hidden="true" className="size-4" />
          <Trans>Teach a chess class</Trans>
        </Link>
        <Button variant="outline" size="sm" onClick={() => lock.mutate(undefined)} disabled={lock.isPending}>
          <Lock aria-hidden="true" className="size-4" />
          <Trans>Lock parent area</Trans>
        </Button>
      </div>
      {/* A child's request to join a class waits for the parent's answer: first, when there is one (issue 24). */}
      <ClassRequestsSection />
      {selected && <ChildDashboard key={selected.id} childId={selected.id} />}
      <FamilySection />
    </div>
  );
}

export default function ParentDashboardPage() {
  const { t } = useLingui();
  return (
    <TitledPage
      title={t`Parent Dashboard`}
      description={t`Follow your child's lessons, story progress, puzzles and games.`}
      icon={<Users className="size-8" />}
    >
      <ParentGate>
        <ParentArea />
      </ParentGate>
    </TitledPage>
  );
}
