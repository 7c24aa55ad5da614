import type { ClassRace } from '@chess-quest/protocol/class-play';
import { defineFeature } from '../../platform/feature';
import { playerRoom } from '../../realtime/kernel';
import { classPlayRoutes } from './routes';
import { createClassPlayService } from './service';

type RaceListener = (classId: string, race: ClassRace) => void;

/**
 * Issue 24, class play: the class lobby (classmates only), the class puzzle race only a
 * teacher starts (lila#9276) and the teacher watching a class game read-only. Challenges,
 * games and races stay multiplayer's and puzzle-races' (their ports). When a teacher opens,
 * starts or calls off the class race, every student of the class hears `class-race:update`.
 */
export const classPlayFeature = defineFeature({
  name: 'class-play',
  create: ({ db }, ports) => {
    const raceListeners = new Set<RaceListener>();
    return {
      raceListeners,
      classPlay: createClassPlayService({
        db,
        onRaceChanged: (classId, race) => {
          for (const listener of raceListeners) listener(classId, race);
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
  socket: ({ classPlay, raceListeners }, { io, logger, track }) => ({
    pushes: () => {
      const push: RaceListener = (classId, race) => {
        void track(
          classPlay
            .studentIdsOf(classId)
            .then((ids) => {
              if (ids.length > 0) io.to(ids.map(playerRoom)).emit('class-race:update', race);
            })
            .catch((error: unknown) => logger.warn({ err: error, classId }, 'class race push failed')),
        );
      };
      raceListeners.add(push);
      return () => void raceListeners.delete(push);
    },
  }),
});
