import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ArrowLeft, Trophy } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ARENA_TIMINGS, type ArenaSummary } from '@chess-quest/protocol/arenas';
import { useTeacherStatus } from '../../api/get-teacher-status';
import { ParentGate } from '../../components/parent/parent-gate';
import { buttonClassName } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { useCancelClassArena } from './api/cancel-arena';
import { useEndClassArena } from './api/end-arena';
import { useClassArenaStandings } from './api/class-arena-standings';
import { useClassArenas, useCreateClassArena } from './api/class-arenas';
import { StandingsTable } from './components/standings-table';
import { ArenaOrganizer } from './components/arena-organizer';

/** The live standings of the class's arena that is on (read again every few seconds). */
function LiveStandings({ classId, arena }: { classId: string; arena: ArenaSummary }) {
  const [page, setPage] = useState(1);
  const standings = useClassArenaStandings(classId, arena.id, page, arena.status !== 'finished');
  if (!standings.data) return null;
  return <StandingsTable standings={standings.data} viewerId={undefined} onPage={setPage} over={arena.status === 'finished'} />;
}

function ClassArenas({ classId }: { classId: string }) {
  const { t } = useLingui();
  const countdown = Math.round(ARENA_TIMINGS.countdownMs / 1000);
  return (
    <ArenaOrganizer
      formTitle={t`Start a class arena`}
      formDescription={
        <Trans>
          Your students see it under Arenas and join; it starts {countdown} seconds after you start it. They are paired again and again with a
          classmate near them in the standings, and the top 3 stand on the podium.
        </Trans>
      }
      submitLabel={t`Start the arena`}
      listId="class-arenas"
      listTitle={<Trans>The class’s arenas</Trans>}
      listLabel={t`Class arenas`}
      emptyText={t`No arena yet.`}
      loadWhat={t`the class's arenas`}
      arenas={useClassArenas(classId)}
      create={useCreateClassArena(classId)}
      cancel={useCancelClassArena(classId)}
      end={useEndClassArena(classId)}
      extra={(arena, action) =>
        arena.status === 'running' || arena.status === 'ending' ? (
          <>
            {action}
            <LiveStandings classId={classId} arena={arena} />
          </>
        ) : (
          action
        )
      }
    />
  );
}

/** A teacher starts an arena for the class and follows it (the teacher area's PIN, as the class pages). */
export default function ClassArenasPage() {
  const { classId = '' } = useParams();
  const status = useTeacherStatus();
  const { t } = useLingui();
  return (
    <>
      <title>{t`Class arena – Chess Quest`}</title>
      <PageHeader
        title={t`Class arena`}
        icon={<Trophy className="size-8" />}
        aside={
          <Link to={`/teach/classes/${encodeURIComponent(classId)}`} className={buttonClassName('outline', 'sm')}>
            <ArrowLeft aria-hidden="true" className="size-4" /> <Trans>Back to the class</Trans>
          </Link>
        }
      />
      {status.isPending && <PageLoading />}
      {status.isError && <LoadError what={t`the teacher area`} onRetry={() => void status.refetch()} />}
      {status.data === null || (status.data && !status.data.isTeacher) ? (
        <p className="text-lg text-ink">
          <Trans>This page is for the class’s teachers.</Trans>
        </p>
      ) : (
        status.data && (
          <ParentGate audience="teacher">
            <ClassArenas classId={classId} />
          </ParentGate>
        )
      )}
    </>
  );
}
