import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ARENA_TIMINGS } from '@chess-quest/protocol/arenas';
import { ParentGate } from '../../components/parent/parent-gate';
import { buttonClassName } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { useCancelFamilyArena } from './api/cancel-arena';
import { useEndFamilyArena } from './api/end-arena';
import { useCreateFamilyArena, useFamilyArenas } from './api/family-arenas';
import { ArenaOrganizer } from './components/arena-organizer';

function FamilyArenas() {
  const { t } = useLingui();
  const countdown = Math.round(ARENA_TIMINGS.countdownMs / 1000);
  return (
    <ArenaOrganizer
      formTitle={t`Make a family arena`}
      formDescription={
        <Trans>
          Your children see it in their Arenas and join with one tap. Friends join with its code. It starts {countdown} seconds after you make it.
          Players only ever see each other’s player names, never real names, and cannot write to each other.
        </Trans>
      }
      submitLabel={t`Make the arena`}
      listId="family-arenas"
      listTitle={<Trans>Your family’s arenas</Trans>}
      listLabel={t`Family arenas`}
      emptyText={t`No family arena yet.`}
      loadWhat={t`your arenas`}
      arenas={useFamilyArenas()}
      create={useCreateFamilyArena()}
      cancel={useCancelFamilyArena()}
      end={useEndFamilyArena()}
      extra={(arena, action) =>
        arena.status === 'scheduled' || arena.status === 'running' ? (
          <>
            <p className="text-ink">
              <Trans>
                Code for friends: <span className="font-mono text-2xl font-extrabold tracking-widest">{arena.code}</span>
              </Trans>
            </p>
            {action}
          </>
        ) : null
      }
    />
  );
}

/** A parent makes an arena for the family's children and their friends (behind the parent PIN). */
export default function FamilyArenasPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Family arenas – Chess Quest`}</title>
      <PageHeader
        title={t`Family arenas`}
        icon={<Users className="size-8" />}
        aside={
          <Link to="/parent-dashboard" className={buttonClassName('outline', 'sm')}>
            <ArrowLeft aria-hidden="true" className="size-4" /> <Trans>Parent dashboard</Trans>
          </Link>
        }
      />
      <ParentGate>
        <FamilyArenas />
      </ParentGate>
    </>
  );
}
