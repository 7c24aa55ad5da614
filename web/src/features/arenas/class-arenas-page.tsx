import { useState } from 'react';
import { ArrowLeft, Trophy } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ARENA_TIMINGS, type ArenaSummary } from '@chess-quest/protocol/arenas';
import { useTeacherStatus } from '../../api/get-teacher-status';
import { useNow } from '../../components/chess/chess-clock';
import { ParentGate } from '../../components/parent/parent-gate';
import { Button, buttonClassName } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { FormAlert } from '../../components/ui/form-field';
import { errorMessageOf } from '../../lib/api-client';
import { useCancelClassArena } from './api/cancel-arena';
import { useClassArenaStandings } from './api/class-arena-standings';
import { useClassArenas, useCreateClassArena } from './api/class-arenas';
import { StandingsTable } from './components/standings-table';
import { ArenaSummaryRow } from './components/arena-summary-row';
import { NewArenaForm } from './components/new-arena-form';

/** The live standings of the class's arena that is on (read again every few seconds). */
function LiveStandings({ classId, arena }: { classId: string; arena: ArenaSummary }) {
  const [page, setPage] = useState(1);
  const standings = useClassArenaStandings(classId, arena.id, page, arena.status !== 'finished');
  if (!standings.data) return null;
  return <StandingsTable standings={standings.data} viewerId={undefined} onPage={setPage} over={arena.status === 'finished'} />;
}

function ClassArenas({ classId }: { classId: string }) {
  const arenas = useClassArenas(classId);
  const create = useCreateClassArena(classId);
  const cancel = useCancelClassArena(classId);
  const now = useNow(1000, true);
  const countdown = Math.round(ARENA_TIMINGS.countdownMs / 1000);
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Start a class arena</CardTitle>
          <CardDescription>
            Your students see it under Arenas and join; it starts {countdown} seconds after you start it. They are paired again and again with a
            classmate near them in the standings, and the top 3 stand on the podium.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NewArenaForm submitLabel="Start the arena" pending={create.isPending} error={create.error} onSubmit={(body) => create.mutate(body)} />
        </CardContent>
      </Card>
      <section aria-labelledby="class-arenas" className="grid gap-3">
        <h2 id="class-arenas" className="text-2xl font-extrabold text-ink">
          The class&rsquo;s arenas
        </h2>
        {arenas.isPending && <PageLoading />}
        {arenas.isError && <LoadError what="the class's arenas" onRetry={() => void arenas.refetch()} />}
        {cancel.isError && <FormAlert>{errorMessageOf(cancel.error)}</FormAlert>}
        {arenas.data?.length === 0 && <p className="text-lg text-ink">No arena yet.</p>}
        {arenas.data && arenas.data.length > 0 && (
          <ul className="grid gap-3" aria-label="Class arenas">
            {arenas.data.map((arena) => (
              <ArenaSummaryRow
                key={arena.id}
                arena={arena}
                nowMs={now}
                extra={
                  arena.status === 'scheduled' ? (
                    <Button variant="outline" className="justify-self-start" disabled={cancel.isPending} onClick={() => cancel.mutate(arena.id)}>
                      Call it off
                    </Button>
                  ) : arena.status === 'running' || arena.status === 'ending' ? (
                    <LiveStandings classId={classId} arena={arena} />
                  ) : null
                }
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A teacher starts an arena for the class and follows it (the teacher area's PIN, as the class pages). */
export default function ClassArenasPage() {
  const { classId = '' } = useParams();
  const status = useTeacherStatus();
  return (
    <>
      <title>Class arena – Chess Quest</title>
      <PageHeader
        title="Class arena"
        icon={<Trophy className="size-8" />}
        aside={
          <Link to={`/teach/classes/${encodeURIComponent(classId)}`} className={buttonClassName('outline', 'sm')}>
            <ArrowLeft aria-hidden="true" className="size-4" /> Back to the class
          </Link>
        }
      />
      {status.isPending && <PageLoading />}
      {status.isError && <LoadError what="the teacher area" onRetry={() => void status.refetch()} />}
      {status.data === null || (status.data && !status.data.isTeacher) ? (
        <p className="text-lg text-ink">This page is for the class&rsquo;s teachers.</p>
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
