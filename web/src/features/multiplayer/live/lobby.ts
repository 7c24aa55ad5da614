import { AWAY_AFTER_IDLE_MS, lobbyCountsSchema, onlinePlayerSchema } from '@chess-quest/protocol/multiplayer';
import { validated, type ChessSocket, type LivePart } from '../../../lib/socket/connection';
import { useLobbyStore } from '../stores/lobby-store';

/** Reports "away" while the tab is hidden or untouched for AWAY_AFTER_IDLE_MS, "online" again after. */
function watchPresence(target: ChessSocket): void {
  let reported: 'online' | 'away' = 'online';
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let lastActivity = 0;

  const report = (status: 'online' | 'away') => {
    if (status === reported) return;
    reported = status;
    if (target.connected) target.emit('presence:set', { status });
  };
  const onActivity = () => {
    // Pointer moves come many times a second; restarting the idle timer once a second is plenty.
    const now = Date.now();
    if (now - lastActivity < 1000 && reported === 'online') return;
    lastActivity = now;
    clearTimeout(idleTimer);
    if (document.visibilityState === 'visible') report('online');
    idleTimer = setTimeout(() => report('away'), AWAY_AFTER_IDLE_MS);
  };

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') report('away');
    else onActivity();
  });
  for (const event of ['pointerdown', 'keydown', 'pointermove', 'scroll'] as const) {
    window.addEventListener(event, onActivity, { passive: true });
  }
  onActivity();
  // A new connection starts as online on the server; repeat an "away" it has not heard.
  target.on('connect', () => {
    if (reported === 'away') target.emit('presence:set', { status: 'away' });
  });
}

/**
 * The lobby's live part: the child's presence (online or away) for every tab from sign-in on,
 * and the lobby's pushes (who arrived, left or changed; how many are online) kept in the lobby
 * store while this tab is in the lobby room.
 */
export const lobbyLive: LivePart = {
  name: 'multiplayer.lobby',
  attach(socket) {
    socket.on('disconnect', () => {
      // Rooms are gone with the connection; the lobby is joined again on reconnect.
      useLobbyStore.getState().leave();
    });
    socket.on(
      'lobby:player',
      validated(onlinePlayerSchema, 'lobby:player', (p) => useLobbyStore.getState().upsert(p)),
    );
    socket.on(
      'lobby:counts',
      validated(lobbyCountsSchema, 'lobby:counts', (c) => useLobbyStore.getState().setOnline(c.online)),
    );
    watchPresence(socket);
  },
};
