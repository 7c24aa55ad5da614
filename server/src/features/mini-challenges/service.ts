import type { Locale } from '@chess-quest/protocol/locales';
import { localizeAll } from '../../content/i18n/localize';
import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  difficultyLabel,
  MINI_MESSAGES,
  MINI_SCORING,
  type MiniAnswerBody,
  type MiniAnswerResponse,
  type MiniChallenge,
  type MiniRun,
  type MiniTask,
} from '@chess-quest/protocol/mini-challenges';
import type { Database, Tx } from '../../db/client';
import { miniChallenges } from '../../db/schema/content';
import { miniChallengeRuns } from '../../db/schema/gamification';
import type { FactLog } from '../../events/outbox';
import { miniChallengeEntry, type MiniChallengeEntry } from '../../content/mini-challenges/catalog';
import { badRequest, conflict, illegalMove, notFound } from '../../http/errors';
import { buildContent, taskCount, type RunContent } from '../../domain/mini-challenges/content';
import { judgeSpeedMove, scoreMemoryRound, scorePatternRound, speedDeadlineChange } from '../../domain/mini-challenges/scoring';

/**
 * Mini challenges (issue 14): a run is started here, with content the server chooses from a
 * seed and a deadline of the challenge's time limit; answers come one by one and are
 * scored here; an answer after the deadline does not count. When a run ends (its last
 * task, its deadline, or "End Challenge") its score is stored, and a run that reaches the
 * challenge's goal records `mini_challenge.completed`, from which rewards pay once.
 */

export interface MiniChallengesDeps {
  db: Database;
  facts: FactLog;
  /** The clock (tests move it instead of waiting). */
  now?: () => Date;
  /** The seed of a new run (tests fix it). */
  seed?: () => number;
}

interface RunState {
  index: number;
  score: number;
  /** Speed puzzles: right answers in a row. */
  streak: number;
  /** Memory: looks at the current round's position. */
  looks: number;
}

type RunRow = typeof miniChallengeRuns.$inferSelect;
export interface Child {
  id: string;
  accountId: string;
}

export type MiniChallengesService = ReturnType<typeof createMiniChallengesService>;

export function createMiniChallengesService(deps: MiniChallengesDeps) {
  const { db, facts } = deps;
  const now = deps.now ?? (() => new Date());
  const newSeed = deps.seed ?? (() => randomInt(0, 2 ** 31 - 1));

  function entryOf(challengeId: string): MiniChallengeEntry {
    const entry = miniChallengeEntry(challengeId);
    if (!entry) throw notFound(MINI_MESSAGES.notFound);
    return entry;
  }

  async function standing(tx: Tx | Database, childId: string, challengeId: string) {
    const [row] = await tx
      .select({
        attempts: sql<number>`count(*)::integer`,
        bestScore: sql<number>`coalesce(max(${miniChallengeRuns.score}) filter (where ${miniChallengeRuns.finishedAt} is not null), 0)::integer`,
        completed: sql<boolean>`coalesce(bool_or(${miniChallengeRuns.completed}), false)`,
      })
      .from(miniChallengeRuns)
      .where(and(eq(miniChallengeRuns.childId, childId), eq(miniChallengeRuns.challengeId, challengeId)));
    return { attempts: Number(row?.attempts ?? 0), bestScore: Number(row?.bestScore ?? 0), completed: Boolean(row?.completed) };
  }

  /** Ends a run at `at` (its deadline at the latest): score, time used, completion, and the fact. */
  async function finishRun(tx: Tx, run: RunRow, child: Child, at: Date): Promise<RunRow> {
    const entry = entryOf(run.challengeId);
    const state = run.state as unknown as RunState;
    const end = Math.min(at.getTime(), run.deadline.getTime());
    const timeUsedSeconds = Math.max(0, Math.round((end - run.startedAt.getTime()) / 1000));
    const completed = state.score >= entry.goalScore;
    const [finished] = await tx
      .update(miniChallengeRuns)
      .set({ finishedAt: new Date(end), timeUsedSeconds, score: state.score, completed })
      .where(eq(miniChallengeRuns.id, run.id))
      .returning();
    if (completed) {
      await facts.record(tx, {
        type: 'mini_challenge.completed',
        accountId: child.accountId,
        childId: child.id,
        at: new Date(end).toISOString(),
        runId: run.id,
        challengeId: entry.id,
        title: entry.title,
        challengeType: entry.type,
        difficulty: entry.difficulty,
        score: state.score,
        rewardPoints: entry.rewards.points,
        rewardXp: entry.rewards.xp,
        rewardBadge: entry.rewards.badge ?? null,
      });
    }
    return finished!;
  }

  /** The run of this child, locked for the transaction; 404 for anyone else's. */
  async function lockRun(tx: Tx, child: Child, runId: string): Promise<RunRow> {
    const [run] = await tx
      .select()
      .from(miniChallengeRuns)
      .where(and(eq(miniChallengeRuns.id, runId), eq(miniChallengeRuns.childId, child.id)))
      .for('update');
    if (!run) throw notFound(MINI_MESSAGES.runNotFound);
    return run;
  }

  const expired = (run: RunRow, at: Date) => run.finishedAt === null && at.getTime() > run.deadline.getTime() + MINI_SCORING.graceMs;

  function taskOf(run: RunRow, showMemory: boolean): MiniTask | null {
    if (run.finishedAt) return null;
    const content = run.content as unknown as RunContent;
    const state = run.state as unknown as RunState;
    const total = taskCount(content);
    const index = state.index;
    switch (content.type) {
      case 'quick_move': {
        const target = content.targets[index]!;
        return {
          kind: 'quick_move',
          index,
          total,
          square: target.square,
          prompt: content.prompt,
          showCoordinates: content.showCoordinates,
          orientation: target.orientation,
        };
      }
      case 'pattern_match': {
        const round = content.rounds[index]!;
        return { kind: 'pattern_match', index, total, fen: round.fen, question: round.question, text: round.text, orientation: round.orientation };
      }
      case 'memory_game': {
        const round = content.rounds[index]!;
        return {
          kind: 'memory_game',
          index,
          total,
          pieceCount: round.pieces.length,
          showSeconds: content.showSeconds,
          looks: state.looks,
          pieces: showMemory ? round.pieces : null,
        };
      }
      case 'speed_puzzle': {
        const puzzle = content.puzzles[index]!;
        const side = puzzle.fen.split(' ')[1] === 'b' ? 'black' : 'white';
        return {
          kind: 'speed_puzzle',
          index,
          total,
          fen: puzzle.fen,
          prompt: puzzle.mate ? 'Checkmate in one move!' : 'Find the best move!',
          orientation: side,
          streak: state.streak,
        };
      }
    }
  }

  async function viewOf(tx: Tx | Database, run: RunRow, at: Date, showMemory = false): Promise<MiniRun> {
    const entry = entryOf(run.challengeId);
    const state = run.state as unknown as RunState;
    let result: MiniRun['result'] = null;
    if (run.finishedAt) {
      const after = await standing(tx, run.childId, run.challengeId);
      const [earlier] = await tx
        .select({ n: sql<number>`count(*)::integer` })
        .from(miniChallengeRuns)
        .where(
          and(
            eq(miniChallengeRuns.childId, run.childId),
            eq(miniChallengeRuns.challengeId, run.challengeId),
            eq(miniChallengeRuns.completed, true),
            lt(miniChallengeRuns.finishedAt, run.finishedAt),
          ),
        );
      result = {
        score: run.score,
        timeUsedSeconds: run.timeUsedSeconds,
        completed: run.completed,
        goalScore: entry.goalScore,
        bestScore: after.bestScore,
        attempts: after.attempts,
        firstCompletion: run.completed && Number(earlier?.n ?? 0) === 0,
      };
    }
    return {
      runId: run.id,
      challengeId: run.challengeId,
      type: entry.type,
      startedAt: run.startedAt.toISOString(),
      deadline: run.deadline.toISOString(),
      serverNow: at.toISOString(),
      score: state.score,
      finished: run.finishedAt !== null,
      task: taskOf(run, showMemory),
      result,
    };
  }

  /** Runs of the child whose time ran out and nobody ended: ended now, so best scores and rewards are right. */
  async function finishExpired(child: Child, at: Date): Promise<void> {
    const open = await db
      .select({ id: miniChallengeRuns.id })
      .from(miniChallengeRuns)
      .where(
        and(
          eq(miniChallengeRuns.childId, child.id),
          isNull(miniChallengeRuns.finishedAt),
          lt(miniChallengeRuns.deadline, new Date(at.getTime() - MINI_SCORING.graceMs)),
        ),
      );
    for (const { id } of open) {
      await db.transaction(async (tx) => {
        const run = await lockRun(tx, child, id);
        if (expired(run, at)) await finishRun(tx, run, child, at);
      });
    }
  }

  /** The challenges with the child's results, their texts in the child's language (decision record 047). */
  async function list(child: Child, locale: Locale = 'en'): Promise<MiniChallenge[]> {
    const at = now();
    await finishExpired(child, at);
    const rows = await db
      .select({
        id: miniChallenges.id,
        attempts: sql<number>`count(${miniChallengeRuns.id})::integer`,
        bestScore: sql<number>`coalesce(max(${miniChallengeRuns.score}) filter (where ${miniChallengeRuns.finishedAt} is not null), 0)::integer`,
        completed: sql<boolean>`coalesce(bool_or(${miniChallengeRuns.completed}), false)`,
      })
      .from(miniChallenges)
      .leftJoin(miniChallengeRuns, and(eq(miniChallengeRuns.challengeId, miniChallenges.id), eq(miniChallengeRuns.childId, child.id)))
      .groupBy(miniChallenges.id, miniChallenges.sortOrder)
      .orderBy(asc(miniChallenges.sortOrder));
    const challenges = rows.flatMap((row) => {
      const entry = miniChallengeEntry(row.id);
      if (!entry) return [];
      return [
        {
          id: entry.id,
          title: entry.title,
          description: entry.description,
          type: entry.type,
          difficulty: entry.difficulty,
          difficultyLabel: difficultyLabel(entry.difficulty),
          timeLimit: entry.timeLimit,
          goalScore: entry.goalScore,
          rewards: { points: entry.rewards.points, xp: entry.rewards.xp, ...(entry.rewards.badge ? { badge: entry.rewards.badge } : {}) },
          isCompleted: Boolean(row.completed),
          bestScore: Number(row.bestScore),
          attempts: Number(row.attempts),
        },
      ];
    });
    return localizeAll('mini-challenges', challenges, locale);
  }

  async function start(child: Child, challengeId: string): Promise<MiniRun> {
    const entry = entryOf(challengeId);
    const at = now();
    const seed = newSeed();
    const content = buildContent(entry.settings, seed);
    const state: RunState = { index: 0, score: 0, streak: 0, looks: entry.type === 'memory_game' ? 1 : 0 };
    const [run] = await db
      .insert(miniChallengeRuns)
      .values({
        childId: child.id,
        challengeId,
        seed,
        content: content as unknown as Record<string, unknown>,
        state: state as unknown as Record<string, unknown>,
        startedAt: at,
        deadline: new Date(at.getTime() + entry.timeLimit * 1000),
      })
      .returning();
    return viewOf(db, run!, at, true);
  }

  /** Scores one answer; the run's new state, the points, what to reveal, and whether it moves the deadline. */
  function judge(run: RunRow, body: MiniAnswerBody) {
    const content = run.content as unknown as RunContent;
    const state = { ...(run.state as unknown as RunState) };
    const kindFits = body.kind === content.type || (body.kind === 'memory_look' && content.type === 'memory_game');
    if (!kindFits) throw badRequest(MINI_MESSAGES.wrongKind, 'kind');
    let correct = false;
    let points = 0;
    let advance = true;
    let deadlineChange = 0;
    let reveal: MiniAnswerResponse['reveal'] = null;
    if (body.kind === 'quick_move' && content.type === 'quick_move') {
      correct = body.square === content.targets[state.index]!.square;
      points = correct ? MINI_SCORING.quickMovePerSquare : 0;
      // A wrong square: the same target stays until it is found (or time runs out).
      advance = correct;
    } else if (body.kind === 'pattern_match' && content.type === 'pattern_match') {
      const round = content.rounds[state.index]!;
      const scored = scorePatternRound(round.answer, body.squares);
      correct = scored.wrong === 0 && scored.right === round.answer.length;
      points = scored.points;
      reveal = { squares: round.answer };
    } else if (body.kind === 'memory_look' && content.type === 'memory_game') {
      state.looks += 1;
      advance = false;
    } else if (body.kind === 'memory_game' && content.type === 'memory_game') {
      const round = content.rounds[state.index]!;
      const scored = scoreMemoryRound(round.pieces, body.pieces, state.looks);
      correct = scored.wrong === 0 && scored.right === round.pieces.length;
      points = scored.points;
      reveal = { pieces: round.pieces };
      state.looks = 1;
    } else if (body.kind === 'speed_puzzle' && content.type === 'speed_puzzle') {
      const puzzle = content.puzzles[state.index]!;
      const verdict = judgeSpeedMove(puzzle, body.move);
      if (verdict === null) throw illegalMove(MINI_MESSAGES.illegalMove);
      correct = verdict;
      points = correct ? MINI_SCORING.speedPerPuzzle : 0;
      state.streak = correct ? state.streak + 1 : 0;
      deadlineChange = speedDeadlineChange(correct, state.streak);
      reveal = { move: puzzle.move };
    }
    state.score += points;
    if (advance) state.index += 1;
    const done = state.index >= taskCount(content);
    return {
      state,
      correct,
      points,
      reveal,
      deadlineChange,
      done,
      showMemory: body.kind === 'memory_look' || (advance && content.type === 'memory_game'),
    };
  }

  async function answer(child: Child, runId: string, body: MiniAnswerBody): Promise<MiniAnswerResponse> {
    const at = now();
    const outcome = await db.transaction(async (tx): Promise<MiniAnswerResponse | 'time-up'> => {
      let run = await lockRun(tx, child, runId);
      if (run.finishedAt) throw conflict(MINI_MESSAGES.finished);
      if (expired(run, at)) {
        // The run ends (and is stored) in this transaction; the answer does not count.
        await finishRun(tx, run, child, at);
        return 'time-up';
      }
      const judged = judge(run, body);
      // Speed puzzles move the deadline; a wrong answer brings it nearer, but not before now.
      const was = run.deadline.getTime();
      const deadline = new Date(
        judged.deadlineChange < 0 ? Math.max(Math.min(at.getTime(), was), was + judged.deadlineChange) : was + judged.deadlineChange,
      );
      const [updated] = await tx
        .update(miniChallengeRuns)
        .set({ state: judged.state as unknown as Record<string, unknown>, score: judged.state.score, deadline })
        .where(eq(miniChallengeRuns.id, run.id))
        .returning();
      run = judged.done ? await finishRun(tx, updated!, child, at) : updated!;
      return {
        correct: judged.correct,
        points: judged.points,
        reveal: judged.reveal,
        run: await viewOf(tx, run, at, judged.showMemory),
      };
    });
    if (outcome === 'time-up') throw conflict(MINI_MESSAGES.timeUp);
    return outcome;
  }

  /** "End Challenge", or the countdown reached zero: the run ends now (at its deadline at the latest). */
  async function finish(child: Child, runId: string): Promise<MiniRun> {
    const at = now();
    return db.transaction(async (tx) => {
      let run = await lockRun(tx, child, runId);
      if (!run.finishedAt) run = await finishRun(tx, run, child, at);
      return viewOf(tx, run, at);
    });
  }

  async function get(child: Child, runId: string): Promise<MiniRun> {
    const at = now();
    return db.transaction(async (tx) => {
      let run = await lockRun(tx, child, runId);
      if (expired(run, at)) run = await finishRun(tx, run, child, at);
      return viewOf(tx, run, at);
    });
  }

  return { list, start, answer, finish, get };
}
