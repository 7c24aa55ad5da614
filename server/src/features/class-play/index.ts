import { defineFeature } from '../../platform/feature';
import { classPlayRoutes } from './routes';
import { createClassPlayService } from './service';

/**
 * Issue 24, class play: the class lobby (classmates only), the class puzzle race only a
 * teacher starts (lila#9276) and the teacher watching a class game read-only. Challenges,
 * games and races stay multiplayer's and puzzle-races' (their ports).
 */
export const classPlayFeature = defineFeature({
  name: 'class-play',
  create: ({ db }, ports) => ({
    classPlay: createClassPlayService({
      db,
      ports: {
        playerCard: (childId) => ports.playerCard(childId),
        challengePlayer: (senderId, body) => ports.challengePlayer(senderId, body),
        spectateGame: (gameId, playerId) => ports.spectateGame(gameId, playerId),
        startClassRace: (childIds) => ports.startClassRace(childIds),
        raceSummary: (raceId) => ports.raceSummary(raceId),
      },
    }),
  }),
  routes: classPlayRoutes,
});
