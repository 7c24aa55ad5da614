import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Swords } from 'lucide-react';
import { PageHeader } from '../../components/ui/page-header';
import { TabBar, type TabItem } from '../../components/ui/tab-bar';
import { Tabs, TabsContent } from '../../components/ui/tabs';
import { useAuth } from '../../lib/use-auth';
import { useGamesStore } from './stores/games-store';
import { useInvitations } from './api/get-invitations';
import { InvitationsPanel } from './invitations-panel';
import { LobbyList } from './lobby-list';
import { MedalsTab } from './medals-tab';
import { MyGames } from './my-games';
import { gamePath } from './paths';
import { ReconnectingBadge } from './player-badges';
import { ProgressTab } from './progress-tab';
import { useInvitationEvents } from './use-invitation-events';

const TABS: readonly TabItem[] = [
  { value: 'lobby', label: msg`Lobby` },
  { value: 'games', label: msg`My Games` },
  { value: 'mini', label: msg`Mini Challenges` },
  { value: 'medals', label: msg`Medals` },
  { value: 'progress', label: msg`Progress` },
];

/** Takes the child to a game once, however many signals (push, answer, poll) announce it. */
function useGoToGame(): (gameId: string) => void {
  const navigate = useNavigate();
  const gone = useRef<string | null>(null);
  const goToGame = useCallback(
    (gameId: string) => {
      if (gone.current === gameId) return;
      gone.current = gameId;
      void navigate(gamePath(gameId));
    },
    [navigate],
  );
  // A game:started push while this page is open: the challenge was accepted.
  useEffect(
    () =>
      useGamesStore.subscribe((state, previous) => {
        if (state.startedGameId && state.startedGameId !== previous.startedGameId) goToGame(state.startedGameId);
      }),
    [goToGame],
  );
  return goToGame;
}

/**
 * Spec §2 Multiplayer: Lobby, My Games, Mini Challenges (run and scored by the server,
 * issue 14), Medals (earned by real play) and Progress (the child's own paths and achievements).
 * Mini challenges and puzzle races are features of their own: the page that shows this hub
 * (app/pages/multiplayer-page.tsx) hands in the race's banner, shown above the tabs whatever
 * the tab, and the Mini Challenges tab.
 */
export function MultiplayerHub({ banner, miniChallenges }: { banner: ReactNode; miniChallenges: ReactNode }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const viewerId = user?.id ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab = asked === 'games' || asked === 'mini' || asked === 'medals' || asked === 'progress' ? asked : 'lobby';
  const goToGame = useGoToGame();
  const { invitations, isError, refetch } = useInvitations();
  useInvitationEvents(invitations, viewerId, goToGame);

  return (
    <>
      <title>{t`Multiplayer Chess – Chess Quest`}</title>
      <PageHeader
        title={t`Multiplayer Chess`}
        description={t`Challenge other young players to a friendly game.`}
        icon={<Swords className="size-8" />}
        aside={<ReconnectingBadge />}
      />
      {banner}
      <Tabs value={tab} onValueChange={(value) => setSearchParams(value === 'lobby' ? {} : { tab: value }, { replace: true })}>
        <TabBar label={t`Multiplayer`} tabs={TABS} />
        <TabsContent value="lobby">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <LobbyList viewerId={viewerId} />
            <InvitationsPanel invitations={invitations} isError={isError} onRetry={() => void refetch()} viewerId={viewerId} onAccepted={goToGame} />
          </div>
        </TabsContent>
        <TabsContent value="games">
          <MyGames viewerId={viewerId} />
        </TabsContent>
        <TabsContent value="mini">{miniChallenges}</TabsContent>
        <TabsContent value="medals">
          <MedalsTab />
        </TabsContent>
        <TabsContent value="progress">
          <ProgressTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
