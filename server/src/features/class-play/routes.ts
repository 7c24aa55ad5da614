import {
  classChallengeBodySchema,
  classGameParamsSchema,
  classLobbySchema,
  classPlayParamsSchema,
  classPlaySchema,
  classRaceSchema,
} from '@chess-quest/protocol/class-play';
import { invitationSchema, multiplayerGameSchema } from '@chess-quest/protocol/multiplayer';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { ClassPlayService } from './service';

const route = routesOf<{ classPlay: ClassPlayService }>();

/**
 * Class play (issue 24). Students (role child) see their class lobby, challenge a classmate and
 * join the class race; only a teacher of the class (role teacher: the PIN gate and a teacher's
 * account) opens, starts or calls off the race and watches the class's games. A student has no
 * teacher role, so every teacher route refuses a student before reading anything.
 */
export const classPlayRoutes = [
  route({
    method: 'get',
    path: '/class-play',
    role: 'child',
    summary: "The student's class lobby: classmates (usernames, avatars, who is online) and the class race.",
    response: schemaAnswer(classLobbySchema, 'The class lobby; 404 when the child is in no class.'),
    handler: ({ actor, services }) => services.classPlay.lobby(actor.child.id),
  }),
  route({
    method: 'post',
    path: '/class-play/challenge',
    role: 'child',
    summary: 'Challenges a classmate to a game (403 for a child who is not a classmate).',
    body: classChallengeBodySchema,
    response: schemaAnswer(invitationSchema, 'The challenge, as the lobby sends it.'),
    status: 201,
    handler: ({ actor, body, services }) => services.classPlay.challenge(actor.child.id, body),
  }),
  route({
    method: 'post',
    path: '/class-play/race/join',
    role: 'child',
    summary: 'Joins the class race the teacher opened (only the teacher starts it).',
    response: schemaAnswer(classRaceSchema, 'The class race, waiting for the teacher.'),
    handler: ({ actor, services }) => services.classPlay.joinRace(actor.child.id),
  }),
  route({
    method: 'get',
    path: '/classes/:classId/play',
    role: 'teacher',
    summary: "The class's race and the live games between its students (a teacher of the class).",
    params: classPlayParamsSchema,
    response: schemaAnswer(classPlaySchema, 'The class at play.'),
    handler: ({ actor, params, services }) => services.classPlay.play(actor.account.id, params.classId),
  }),
  route({
    method: 'post',
    path: '/classes/:classId/play/race',
    role: 'teacher',
    summary: 'Opens a puzzle race for the class: its students join, then the teacher starts it.',
    params: classPlayParamsSchema,
    response: schemaAnswer(classRaceSchema, 'The open class race.'),
    status: 201,
    handler: ({ actor, params, services }) => services.classPlay.openRace(actor.account.id, params.classId),
  }),
  route({
    method: 'post',
    path: '/classes/:classId/play/race/start',
    role: 'teacher',
    summary: "Starts the class's open race with the students who joined (a teacher of the class only).",
    params: classPlayParamsSchema,
    response: schemaAnswer(classRaceSchema, 'The running class race.'),
    handler: ({ actor, params, services }) => services.classPlay.startRace(actor.account.id, params.classId),
  }),
  route({
    method: 'post',
    path: '/classes/:classId/play/race/cancel',
    role: 'teacher',
    summary: "Calls off the class's open race.",
    params: classPlayParamsSchema,
    response: schemaAnswer(classRaceSchema, 'The closed class race.'),
    handler: ({ actor, params, services }) => services.classPlay.cancelRace(actor.account.id, params.classId),
  }),
  route({
    method: 'get',
    path: '/classes/:classId/play/games/:gameId',
    role: 'teacher',
    summary: 'A game between two students of the class, read-only (404 for any other game or class).',
    params: classGameParamsSchema,
    response: schemaAnswer(multiplayerGameSchema, 'The game as a spectator sees it.'),
    handler: ({ actor, params, services }) => services.classPlay.watchGame(actor.account.id, params.classId, params.gameId),
  }),
];
