import type { DomainEvents } from '../../events/domain-events';
import { playerRoom, type SocketContext } from '../../realtime/kernel';

/**
 * Puzzle races (issue 14): every change of a race goes to the rooms of all its players, on
 * every node through the adapter, from the node that made it. A child who was offline or
 * reconnects reads the whole race again over REST (`/api/puzzle-races/current`).
 */
export function wireRacePushes({ io }: SocketContext, events: DomainEvents): () => void {
  return events.on('race.changed', ({ race }) => {
    io.to(race.players.map((player) => playerRoom(player.childId))).emit('race:update', race);
  });
}
