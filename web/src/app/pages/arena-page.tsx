import { useParams } from 'react-router';
import { ArenaScreen } from '../../features/arenas/arena-screen';
import { EmbeddedGame } from '../../features/multiplayer/game-page';

/**
 * An arena (issue 25): the arenas feature's screen, whose games are multiplayer games played
 * on the multiplayer feature's board with the arena's standings strip above it. Features do
 * not import each other; this page is where they meet.
 */
export default function ArenaPage() {
  const { arenaId = '' } = useParams();
  return (
    <ArenaScreen
      arenaId={arenaId}
      renderGame={({ gameId, strip, resultFooter }) => <EmbeddedGame key={gameId} gameId={gameId} above={strip} resultFooter={resultFooter} />}
    />
  );
}
