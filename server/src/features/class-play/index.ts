import { defineFeature } from '../../platform/feature';
import type { GatewaySocket } from '../../realtime/kernel';
import { classPlayRoutes } from './routes';
import { createClassPlayService } from './service';
import { classPlaySocket, type RaceListener } from './socket';

/**
 * Issue 24, class play: the class lobby (classmates only), the class puzzle race only a
 * teacher starts (lila#9276) and the teacher watching a class game read-only. Challenges,
 * games and races stay multiplayer's and puzzle-races' (their ports). Its live side (socket.ts):
 * the class race pushed to the students, `class:changed` to the teachers, a teacher's socket
 * following a class game.
 */
export const classPlayFeature = defineFeature({
  name: 'class-play',
  create: ({ db }, ports) => {
    const raceListeners = new Set<RaceListener>();
    return {
      raceListeners,
      followGame: (socket: GatewaySocket, gameId: string) => ports.followGame(socket, gameId),
      classPlay: createClassPlayService({
        db,
        onRaceChanged: (classId, race, who) => {
          for (const listener of raceListeners) listener(classId, race, who);
        },
        ports: {
          playerCard: (childId) => ports.playerCard(childId),
          challengePlayer: (senderId, body) => ports.challengePlayer(senderId, body),
          spectateGame: (gameId, playerId) => ports.spectateGame(gameId, playerId),
          startClassRace: (childIds) => ports.startClassRace(childIds),
          raceSummary: (raceId) => ports.raceSummary(raceId),
        },
      }),
    };
  },
  routes: classPlayRoutes,
  socket: ({ classPlay, raceListeners, followGame }, ctx, { events }) => classPlaySocket({ classPlay, raceListeners, followGame }, ctx, events),
});
