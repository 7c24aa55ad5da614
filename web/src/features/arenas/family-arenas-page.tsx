import { ArrowLeft, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ARENA_TIMINGS } from '@chess-quest/protocol/arenas';
import { useNow } from '../../components/chess/chess-clock';
import { ParentGate } from '../../components/parent/parent-gate';
import { Button, buttonClassName } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { FormAlert } from '../../components/ui/form-field';
import { errorMessageOf } from '../../lib/api-client';
import { useCancelFamilyArena } from './api/cancel-arena';
import { useCreateFamilyArena, useFamilyArenas } from './api/family-arenas';
import { ArenaSummaryRow } from './components/arena-summary-row';
import { NewArenaForm } from './components/new-arena-form';

function FamilyArenas() {
  const arenas = useFamilyArenas();
  const create = useCreateFamilyArena();
  const cancel = useCancelFamilyArena();
  const now = useNow(1000, true);
  const countdown = Math.round(ARENA_TIMINGS.countdownMs / 1000);
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Make a family arena</CardTitle>
          <CardDescription>
            Your children see it in their Arenas and join with one tap. Friends join with its code. It starts {countdown} seconds after you make it.
            Players only ever see each other&rsquo;s player names, never real names, and cannot write to each other.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NewArenaForm submitLabel="Make the arena" pending={create.isPending} error={create.error} onSubmit={(body) => create.mutate(body)} />
        </CardContent>
      </Card>
      <section aria-labelledby="family-arenas" className="grid gap-3">
        <h2 id="family-arenas" className="text-2xl font-extrabold text-ink">
          Your family&rsquo;s arenas
        </h2>
        {arenas.isPending && <PageLoading />}
        {arenas.isError && <LoadError what="your arenas" onRetry={() => void arenas.refetch()} />}
        {cancel.isError && <FormAlert>{errorMessageOf(cancel.error)}</FormAlert>}
        {arenas.data?.length === 0 && <p className="text-lg text-ink">No family arena yet.</p>}
        {arenas.data && arenas.data.length > 0 && (
          <ul className="grid gap-3" aria-label="Family arenas">
            {arenas.data.map((arena) => (
              <ArenaSummaryRow
                key={arena.id}
                arena={arena}
                nowMs={now}
                extra={
                  arena.status === 'scheduled' || arena.status === 'running' ? (
                    <>
                      <p className="text-ink">
                        Code for friends: <span className="font-mono text-2xl font-extrabold tracking-widest">{arena.code}</span>
                      </p>
                      {arena.status === 'scheduled' && (
                        <Button variant="outline" className="justify-self-start" disabled={cancel.isPending} onClick={() => cancel.mutate(arena.id)}>
                          Call it off
                        </Button>
                      )}
                    </>
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

/** A parent makes an arena for the family's children and their friends (behind the parent PIN). */
export default function FamilyArenasPage() {
  return (
    <>
      <title>Family arenas – Chess Quest</title>
      <PageHeader
        title="Family arenas"
        icon={<Users className="size-8" />}
        aside={
          <Link to="/parent-dashboard" className={buttonClassName('outline', 'sm')}>
            <ArrowLeft aria-hidden="true" className="size-4" /> Parent dashboard
          </Link>
        }
      />
      <ParentGate>
        <FamilyArenas />
      </ParentGate>
    </>
  );
}
