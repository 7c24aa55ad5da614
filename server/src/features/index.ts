import type { AnyFeature } from '../platform/feature';
import { achievementsFeature } from './achievements';
import { aiChessFeature } from './ai-chess';
import { arenasFeature } from './arenas';
import { authFeature } from './auth';
import { catalogFeature } from './catalog';
import { chessAnalyticsFeature } from './chess-analytics';
import { classAssignmentsFeature } from './class-assignments';
import { classInvitationsFeature } from './class-invitations';
import { classPlayFeature } from './class-play';
import { classesFeature } from './classes';
import { coordinatesFeature } from './coordinates';
import { customizationFeature } from './customization';
import { gameReviewFeature } from './game-review';
import { journeyFeature } from './learning-journey';
import { lessonsFeature } from './lessons';
import { miniChallengesFeature } from './mini-challenges';
import { multiplayerFeature } from './multiplayer';
import { parentFeature } from './parent';
import { progressFeature } from './progress';
import { puzzleRacesFeature } from './puzzle-races';
import { puzzleStreakFeature } from './puzzle-streak';
import { puzzlesFeature } from './puzzles';
import { storyFeature } from './story';
import { subscriptionFeature } from './subscription';

/**
 * Every server feature, one line each (decision 034; docs/architecture.md "Adding a
 * feature"). The composition root (composition.ts) builds them in this order; routes are
 * mounted in this order too.
 */
export const FEATURES: readonly AnyFeature[] = [
  authFeature,
  parentFeature,
  catalogFeature,
  progressFeature,
  achievementsFeature,
  lessonsFeature,
  journeyFeature,
  storyFeature,
  puzzlesFeature,
  miniChallengesFeature,
  aiChessFeature,
  chessAnalyticsFeature,
  gameReviewFeature,
  subscriptionFeature,
  multiplayerFeature,
  puzzleRacesFeature,
  puzzleStreakFeature,
  customizationFeature,
  classesFeature,
  classAssignmentsFeature,
  classInvitationsFeature,
  classPlayFeature,
  arenasFeature,
  coordinatesFeature,
];
