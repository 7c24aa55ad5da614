import { addLivePart, getSocket } from '../lib/socket/connection';
import { gamesLive } from '../features/multiplayer/live/games';
import { invitationsLive } from '../features/multiplayer/live/invitations';
import { lobbyLive } from '../features/multiplayer/live/lobby';
import { racesLive } from '../features/puzzle-races/live';
import { classPlayLive } from '../features/class-play/live';

/**
 * The live parts every signed-in screen has, whatever the page: the child shows in the lobby
 * and hears a challenge or a race invitation on any screen, and a game started or changed
 * reaches the games store. A feature's screens may add their own part sooner (socketWith);
 * a part added after the connection opened reads what it missed (LivePart.onConnect).
 */
const LIVE_PARTS = [lobbyLive, invitationsLive, gamesLive, racesLive, classPlayLive];

/** Opens the tab's socket with every live part (the signed-in layout calls this once the page has painted). */
export function connectLiveFeatures(): void {
  for (const part of LIVE_PARTS) addLivePart(part);
  getSocket();
}
