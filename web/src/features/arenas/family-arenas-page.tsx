import { ArrowLeft, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ARENA_TIMINGS } from '@chess-quest/protocol/arenas';
import { ParentGate } from '../../components/parent/parent-gate';
import { buttonClassName } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { useCancelFamilyArena } from './api/cancel-arena';
import { useCreateFamilyArena, useFamilyArenas } from './api/family-arenas';
import { ArenaOrganizer } from './components/arena-organizer';

function FamilyArenas() {
  const countdown = Math.round(ARENA_TIMINGS.countdownMs / 1000);
  return (
    <ArenaOrganizer
      formTitle="Make a family arena"
      formDescription={
        <>
          Your children see it in their Arenas and join with one tap. Friends join with its code. It starts {countdown} seconds after you make it.
          Players only ever see each other&rsquo;s player names, never real names, and cannot write to each other.
        </>
      }
      submitLabel="Make the arena"
      listId="family-arenas"
      listTitle={<>Your family&rsquo;s arenas</>}
      listLabel="Family arenas"
      emptyText="No family arena yet."
      loadWhat="your arenas"
      arenas={useFamilyArenas()}
      create={useCreateFamilyArena()}
      cancel={useCancelFamilyArena()}
      extra={(arena, cancelButton) =>
        arena.status === 'scheduled' || arena.status === 'running' ? (
          <>
            <p className="text-ink">
              Code for friends: <span className="font-mono text-2xl font-extrabold tracking-widest">{arena.code}</span>
            </p>
            {cancelButton}
          </>
        ) : null
      }
    />
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
