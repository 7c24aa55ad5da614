import { useAuth } from '../../lib/use-auth';
import { MiniChallengesTab } from '../../features/mini-challenges/mini-challenges-tab';
import { useOnlinePlayers } from '../../features/multiplayer/api/get-players';
import { MultiplayerHub } from '../../features/multiplayer/multiplayer-hub';
import { RaceBanner, RaceStarter } from '../../features/puzzle-races/race-panel';

/** The race starter with the lobby's list of who is online, read only while the Mini Challenges tab shows it. */
function RaceStarterWithPlayers({ viewerId }: { viewerId: string }) {
  const { players } = useOnlinePlayers();
  return <RaceStarter viewerId={viewerId} players={players} />;
}

/**
 * Play → Multiplayer: the multiplayer hub (lobby, games, medals, progress) with the two
 * features it shows besides its own, puzzle races (the banner above the tabs, the starter in
 * Mini Challenges) and mini challenges. Features do not import each other; this page, like the
 * router, is where they meet.
 */
export default function MultiplayerPage() {
  const { user } = useAuth();
  const viewerId = user?.id ?? '';
  return (
    <MultiplayerHub
      banner={<RaceBanner viewerId={viewerId} />}
      miniChallenges={<MiniChallengesTab first={<RaceStarterWithPlayers viewerId={viewerId} />} />}
    />
  );
}
