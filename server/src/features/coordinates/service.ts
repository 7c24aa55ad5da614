import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  COORDINATES_MESSAGES,
  COORDINATES_RULES,
  coordinatesPrompts,
  coordinatesRoundXp,
  fourBests,
  type CoordinatesAnswersBody,
  type CoordinatesBest,
  type CoordinatesResult,
  type CoordinatesRound,
  type CoordinatesRoundBody,
} from '@chess-quest/protocol/coordinates';
import type { Database } from '../../db/client';
import { coordinatesBests, coordinatesRounds } from '../../db/schema/coordinates';
import type { FactLog } from '../../events/outbox';
import { badRequest, conflict, notFound } from '../../http/errors';

/**
 * The coordinates trainer (issue 26). A round is issued here: a seed (its squares follow from
 * it), a start time from the server's clock. The child's screen sends every answer once, with
 * the milliseconds since the round began; the score is made here again:
 * - answer i answers the round's prompt i, right when it names that square;
 * - an answer given after the round's 30 s and a small grace is not counted ("late");
 * - the times must go up, at least `minGapMs` apart (no child taps faster), and none may be
 *   later than the moment the answers arrived: else the submission is refused (400, the field);
 * - answers that reach the server long after the round ended are refused (the round stays unscored);
 * - a round is scored once (409 after that): the row is locked and `scored_at` set.
 * The best per mode and side is raised in the same transaction, and `coordinates.round.finished`
 * recorded there too: rewards pay the round's XP once from it.
 */

export interface CoordinatesDeps {
  db: Database;
  facts: FactLog;
  /** The clock (tests move it instead of waiting). */
  now?: () => Date;
  /** The seed of a new round (tests fix it). */
  seed?: () => number;
}

export interface Child {
  id: string;
  accountId: string;
}

type Mark = CoordinatesResult['marks'][number];

/** Scores answers against the round's prompts: the marks and the count of right ones (pure; the times were checked before). */
export function scoreAnswers(prompts: readonly { square: string }[], answers: CoordinatesAnswersBody['answers']): { marks: Mark[]; score: number } {
  const limit = COORDINATES_RULES.roundMs + COORDINATES_RULES.graceMs;
  const marks = answers.map((answer, index): Mark => {
    if (answer.ms > limit) return 'late';
    return prompts[index]?.square === answer.square ? 'right' : 'wrong';
  });
  return { marks, score: marks.filter((mark) => mark === 'right').length };
}

/**
 * What makes a submission impossible for a child's screen, as a 400 naming the field: times not
 * going up or closer than a tap, a time later than the answers' arrival, a name that was not
 * one of the buttons.
 */
export function checkAnswers(
  prompts: readonly { square: string; choices: readonly string[] }[],
  answers: CoordinatesAnswersBody['answers'],
  elapsedMs: number,
): void {
  answers.forEach((answer, index) => {
    const field = `answers.${index}`;
    if (answer.ms > elapsedMs) throw badRequest(`${field}.ms: ${answer.ms} ms is later than the answers arrived (${elapsedMs} ms).`, `${field}.ms`);
    const before = answers[index - 1];
    if (before && answer.ms < before.ms + COORDINATES_RULES.minGapMs) {
      throw badRequest(`${field}.ms: answers must be at least ${COORDINATES_RULES.minGapMs} ms apart and in order.`, `${field}.ms`);
    }
    const prompt = prompts[index];
    if (prompt && prompt.choices.length > 0 && !prompt.choices.includes(answer.square)) {
      throw badRequest(`${field}.square: ${answer.square} was not one of the choices.`, `${field}.square`);
    }
  });
}

export type CoordinatesService = ReturnType<typeof createCoordinatesService>;

export function createCoordinatesService(deps: CoordinatesDeps) {
  const { db, facts } = deps;
  const now = deps.now ?? (() => new Date());
  const newSeed = deps.seed ?? (() => randomInt(0, 2 ** 31 - 1));

  async function start(child: Child, body: CoordinatesRoundBody): Promise<CoordinatesRound> {
    const seed = newSeed();
    const [row] = await db
      .insert(coordinatesRounds)
      .values({ childId: child.id, mode: body.mode, side: body.side, seed, startedAt: now() })
      .returning();
    return {
      roundId: row!.id,
      mode: row!.mode,
      side: row!.side,
      startedAt: row!.startedAt.toISOString(),
      durationMs: COORDINATES_RULES.roundMs,
      prompts: coordinatesPrompts(seed, row!.mode),
    };
  }

  async function submit(child: Child, roundId: string, body: CoordinatesAnswersBody): Promise<CoordinatesResult> {
    return db.transaction(async (tx) => {
      const [round] = await tx
        .select()
        .from(coordinatesRounds)
        .where(and(eq(coordinatesRounds.id, roundId), eq(coordinatesRounds.childId, child.id)))
        .for('update');
      if (!round) throw notFound(COORDINATES_MESSAGES.roundNotFound);
      if (round.scoredAt) throw conflict(COORDINATES_MESSAGES.alreadyScored);
      const at = now();
      const elapsedMs = at.getTime() - round.startedAt.getTime();
      if (elapsedMs > COORDINATES_RULES.roundMs + COORDINATES_RULES.submitWithinMs) throw conflict(COORDINATES_MESSAGES.tooLate);

      const prompts = coordinatesPrompts(round.seed, round.mode);
      checkAnswers(prompts, body.answers, elapsedMs);
      const { marks, score } = scoreAnswers(prompts, body.answers);
      await tx.update(coordinatesRounds).set({ scoredAt: at, score, answers: body.answers }).where(eq(coordinatesRounds.id, round.id));

      const [previous] = await tx
        .select({ best: coordinatesBests.best })
        .from(coordinatesBests)
        .where(and(eq(coordinatesBests.childId, child.id), eq(coordinatesBests.mode, round.mode), eq(coordinatesBests.side, round.side)))
        .for('update');
      const newBest = score > 0 && score > (previous?.best ?? 0);
      if (newBest) {
        await tx
          .insert(coordinatesBests)
          .values({ childId: child.id, mode: round.mode, side: round.side, best: score, roundId: round.id, achievedAt: at })
          .onConflictDoUpdate({
            target: [coordinatesBests.childId, coordinatesBests.mode, coordinatesBests.side],
            set: { best: score, roundId: round.id, achievedAt: at },
            // Two rounds scored at once: the higher stays.
            setWhere: sql`${coordinatesBests.best} < ${score}`,
          });
      }
      const best = Math.max(score, previous?.best ?? 0);
      const xp = coordinatesRoundXp(score);
      await facts.record(tx, {
        type: 'coordinates.round.finished',
        accountId: child.accountId,
        childId: child.id,
        at: at.toISOString(),
        roundId: round.id,
        mode: round.mode,
        side: round.side,
        score,
        best,
        newBest,
        xp,
      });
      return { roundId: round.id, mode: round.mode, side: round.side, score, marks, best, newBest, xp };
    });
  }

  /** Every child's four bests, for the given children (the parent and teacher views read them through a port). */
  async function bestsOf(childIds: readonly string[]): Promise<Map<string, CoordinatesBest[]>> {
    const rows =
      childIds.length === 0
        ? []
        : await db
            .select({
              childId: coordinatesBests.childId,
              mode: coordinatesBests.mode,
              side: coordinatesBests.side,
              best: coordinatesBests.best,
              at: coordinatesBests.achievedAt,
            })
            .from(coordinatesBests)
            .where(inArray(coordinatesBests.childId, [...childIds]));
    return new Map(
      childIds.map((childId) => [
        childId,
        fourBests(rows.filter((row) => row.childId === childId).map((row) => ({ ...row, at: row.at.toISOString() }))),
      ]),
    );
  }

  async function bests(child: Child): Promise<CoordinatesBest[]> {
    return (await bestsOf([child.id])).get(child.id)!;
  }

  return { start, submit, bests, bestsOf };
}
