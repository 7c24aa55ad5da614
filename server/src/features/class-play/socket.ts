import { classGameParamsSchema, type ClassRace } from '@chess-quest/protocol/class-play';
import type { ClassChange } from '@chess-quest/protocol/class-live';
import type { DomainEvents } from '../../events/domain-events';
import { accountSocketHandler, parentRoom, playerRoom, type GatewaySocket, type SocketContext, type SocketPart } from '../../realtime/kernel';
import type { ClassPlayService } from './service';

export type RaceListener = (classId: string, race: ClassRace, who: 'class' | 'teachers') => void;

/** Puzzle races known to be (or not to be) a class's, per node: race.changed comes at every solve. */
const KNOWN_RACES_MAX = 2_000;

export interface ClassPlaySocketDeps {
  classPlay: ClassPlayService;
  raceListeners: Set<RaceListener>;
  /** Multiplayer's port: the socket joins the game's room, where its moves are pushed. */
  followGame: (socket: GatewaySocket, gameId: string) => Promise<void>;
}

/**
 * Class play live (issue 24):
 * - when a teacher opens, starts or calls off the class race, every student of the class hears
 *   `class-race:update`;
 * - the class's teachers hear `class:changed` (what: race) when the race changes, a student
 *   joins it, or its puzzle race scores (race.changed of this node), and read their page again;
 * - `class-game:watch`: a teacher of the class (an account-only socket too) follows a game
 *   between two of its students: the same checks as the REST watch, then its moves come as
 *   `game:delta`. Read-only: the move, resign and draw events are a player's (child) alone.
 */
export function classPlaySocket({ classPlay, raceListeners, followGame }: ClassPlaySocketDeps, ctx: SocketContext, events: DomainEvents): SocketPart {
  const { io, logger, track } = ctx;
  const failed = (what: string, classId: string) => (error: unknown) => logger.warn({ err: error, classId }, what);

  const tellTeachers = (classId: string, what: ClassChange) =>
    void track(
      classPlay
        .teacherIdsOf(classId)
        .then((ids) => {
          if (ids.length > 0) io.to(ids.map(parentRoom)).emit('class:changed', { classId, what });
        })
        .catch(failed('class teachers push failed', classId)),
    );

  const tellStudents = (classId: string, race: ClassRace) =>
    void track(
      classPlay
        .studentIdsOf(classId)
        .then((ids) => {
          if (ids.length > 0) io.to(ids.map(playerRoom)).emit('class-race:update', race);
        })
        .catch(failed('class race push failed', classId)),
    );

  // raceId → the class's id, or null for a race that is no class's (its player is in no class).
  // A race of a class student not found (yet) is asked again: its id is written once it is made.
  const knownRaces = new Map<string, string | null>();
  const classOfRace = async (raceId: string, playerId: string | undefined): Promise<string | null> => {
    const known = knownRaces.get(raceId);
    if (known !== undefined) return known;
    if (!playerId) return null;
    const { classId, inClass } = await classPlay.classOfRace(raceId, playerId);
    if (classId || !inClass) {
      if (knownRaces.size >= KNOWN_RACES_MAX) knownRaces.clear();
      knownRaces.set(raceId, classId);
    }
    return classId;
  };

  return {
    handlers: [
      accountSocketHandler({
        event: 'class-game:watch',
        body: classGameParamsSchema,
        run: async ({ socket, account, body: { classId, gameId } }) => {
          // 404 unless this account teaches the class and both players are its students.
          const game = await classPlay.watchGame(account.accountId, classId, gameId);
          await followGame(socket, gameId);
          return game;
        },
      }),
    ],
    pushes: () => {
      const onRace: RaceListener = (classId, race, who) => {
        if (who === 'class') tellStudents(classId, race);
        tellTeachers(classId, 'race');
      };
      raceListeners.add(onRace);
      const stopScores = events.on('race.changed', ({ race }) => {
        void track(
          classOfRace(race.raceId, race.players[0]?.childId)
            .then((classId) => {
              if (classId) tellTeachers(classId, 'race');
            })
            .catch(failed('class race lookup failed', race.raceId)),
        );
      });
      return () => {
        raceListeners.delete(onRace);
        stopScores();
      };
    },
  };
}
