import { randomUUID } from 'node:crypto';
import {
  arenaFinishedFact,
  aiGameFinishedFact,
  lessonModuleCompletedFact,
  lessonStepCompletedFact,
  multiplayerGameFinishedFact,
  puzzleAttemptedFact,
  shareCreatedFact,
  storyChapterCompletedFact,
  storyPageCompletedFact,
  streakExtendedFact,
  type ChildFact,
} from '@chess-quest/protocol/facts';
import { PROVISIONAL_GAMES } from '@chess-quest/protocol/multiplayer';
import type { RewardMetric } from '@chess-quest/protocol/achievements';
import type { Database } from '../../db/client';
import { accounts, childProfiles } from '../../db/schema/accounts';
import { templateFor } from './catalog';

/**
 * Real games (found by random play from the initial position, checked by chess.js when the
 * rules replay them): each ends with White's mate by the named piece, or holds the move.
 */
export const GAMES = {
  mateQueen: 'a3 g6 c4 b6 g4 e6 Qb3 Nc6 Ra2 Nh6 e3 Rb8 e4 Ne7 g5 f6 Qb4 d5 Bd3 Qd7 gxf6 Bg7 Be2 Qb5 Qxe7#',
  mateKnight: 'Na3 e6 Nb5 Ne7 b4 g5 h4 c6 Nd6#',
  mateRook:
    'c3 e6 b3 Bd6 d3 Kf8 Be3 Ke7 Na3 Bxh2 g3 Nh6 Nb1 c6 Bc5+ Kf6 Qd2 Kg6 f4 a5 Bb6 Ng8 a4 c5 e3 Na6 Ra3 h5 Ba7 Qb6 Be2 Qb4 e4 Rb8 Bf1 h4 Bxb8 b5 Qb2 Bxg3+ Qf2 Qxa3 Ke2 e5 Bc7 Rh7 Nd2 Bb7 Bd6 Qa1 Bc7 f6 Bb8 h3 Ke3 Kh5 Bg2 Bd5 axb5 c4 Bc7 a4 Qxg3 Qd1 Rxh3#',
  matePawn: 'Na3 a6 f4 c5 f5 Qa5 b3 Qxd2+ Bxd2 b5 b4 d6 Qb1 Be6 bxc5 Ra7 c6 Nd7 c7 d5 c8=R#',
  mateBishop:
    'e3 a6 b4 h6 Nf3 d6 e4 c6 Ng5 Nf6 Be2 Ng8 Nxf7 Be6 a3 Ra7 c4 Bf5 e5 Nd7 O-O a5 Nc3 Bg4 Bf3 axb4 Bxg4 Kxf7 g3 Ngf6 f3 Rg8 d4 c5 Na2 Nh7 Kh1 Qe8 exd6 Rh8 Bg5 Ra8 Qe1 Ra4 Be6+ Kg6 dxe7 Kh5 Bxd7 Qxe7 g4+ Kg6 Bh4 Qf7 dxc5 b6 cxb6 Bd6 Rd1 Qxc4 Qxb4 Qg8 Rd3 Nf6 Be6 Qe8 Qb3 Qf7 Bf5#',
  mateKing:
    'Na3 g6 Nb5 d5 b4 Qd7 Nd4 Nc6 g3 a5 Nb5 Ra7 f3 Qd8 Bb2 f6 Nh3 Bxh3 Qb1 g5 Nd6+ Qxd6 d4 Qd8 bxa5 Qd6 Kd1 Kd7 Bg2 Qb4 c3 Bg7 Rf1 Nh6 Rf2 Ne5 Kd2 Nef7 a6 Qc5 Bh1 Nd6 Bc1 Ke6 Qf5+ Kxf5 g4+ Kf4 Kd3#',
  enPassant: 'c3 c6 f4 c5 c4 d5 Nf3 Qa5 cxd5 Qc7 d4 Qb6 Qa4+ Nd7 Kd2 Qc6 g4 Qh6 Kc2 e5 dxe6',
  castle: 'e4 e5 Nf3 Nc6 Bc4 Bc5 O-O',
} as const;
export const moves = (game: keyof typeof GAMES) => GAMES[game].split(' ');

let serial = 0;
export async function newTestChild(db: Database, level = 1): Promise<{ accountId: string; childId: string }> {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}${Math.random().toString(36).slice(2, 6)}`;
  const [account] = await db
    .insert(accounts)
    .values({ email: `rewards.${tag}@example.com` })
    .returning({ id: accounts.id });
  const [child] = await db
    .insert(childProfiles)
    .values({ accountId: account!.id, firstName: 'Mia', age: 8, username: `BraveKnight${tag}`, level, points: (level - 1) * 1000 })
    .returning({ id: childProfiles.id });
  return { accountId: account!.id, childId: child!.id };
}

export interface FactContext {
  accountId: string;
  childId: string;
  day?: string;
  at?: string;
}

const unique = () => `${++serial}-${randomUUID().slice(0, 8)}`;
/** A day of its own (for keys that are per day), far from the days the tests name. */
const uniqueDay = () => new Date(Date.UTC(2020, 0, 1) + ++serial * 86_400_000).toISOString().slice(0, 10);

/** Facts (built with the protocol schemas) that raise a counter by n, or to n for best-value counters. */
export function factsFor(metric: RewardMetric, n: number, ctx: FactContext): ChildFact[] {
  const day = ctx.day ?? '2026-11-23';
  const base = { accountId: ctx.accountId, childId: ctx.childId, at: ctx.at ?? `${day}T10:00:00.000Z` };
  const times = (make: (i: number) => ChildFact) => Array.from({ length: n }, (_, i) => make(i));
  const step = (stars: number) => () =>
    lessonStepCompletedFact.parse({ type: 'lesson.step.completed', ...base, day, moduleId: `m-${unique()}`, stepIndex: 0, stars, previousStars: 0 });
  const solve =
    (extra: Partial<{ firstTry: boolean; themes: string[]; daily: boolean; day: string }> = {}) =>
    () =>
      puzzleAttemptedFact.parse({
        type: 'puzzle.attempted',
        ...base,
        day,
        puzzleId: `p-${unique()}`,
        solved: true,
        firstTry: false,
        themes: [],
        puzzleRating: 600,
        daily: false,
        ratingBefore: 600,
        ratingAfter: 610,
        points: 10,
        ...extra,
      });
  const ai =
    (extra: Partial<{ level: 'easy' | 'medium' | 'hard'; colour: 'white' | 'black'; result: 'win' | 'loss' | 'draw'; moves: string[] }>) => () =>
      aiGameFinishedFact.parse({
        type: 'ai.game.finished',
        ...base,
        day,
        gameId: unique(),
        level: 'easy',
        colour: 'white',
        result: 'win',
        reason: 'checkmate',
        childMoves: [],
        moves: [],
        ...extra,
      });
  const live = (extra: Partial<{ result: 'win' | 'loss' | 'draw'; opponentUsername: string; ratingAfter: number; moves: string[] }>) => () =>
    multiplayerGameFinishedFact.parse({
      type: 'multiplayer.game.finished',
      ...base,
      gameId: unique(),
      colour: 'white',
      result: 'win',
      reason: 'checkmate',
      ratingBefore: 600,
      ratingAfter: 610,
      opponentUsername: 'CleverRook7',
      timeControl: '600',
      childMoves: [],
      moves: [],
      ...extra,
    });
  const mateGame = {
    'mate.queen': 'mateQueen',
    'mate.knight': 'mateKnight',
    'mate.rook': 'mateRook',
    'mate.pawn': 'matePawn',
    'mate.bishop': 'mateBishop',
    'mate.king': 'mateKing',
  } as const;
  if (metric in mateGame) return times(ai({ moves: moves(mateGame[metric as keyof typeof mateGame]) }));
  if (metric.startsWith('puzzle.theme.')) return times(solve({ themes: [metric.slice('puzzle.theme.'.length)] }));
  switch (metric) {
    case 'lesson.steps':
      return times(step(1));
    case 'lesson.three_star_steps':
      return times(step(3));
    case 'lesson.modules':
    case 'lesson.perfect_modules':
      return times(() =>
        lessonModuleCompletedFact.parse({
          type: 'lesson.module.completed',
          ...base,
          moduleId: `m-${unique()}`,
          points: 100,
          steps: 4,
          threeStarSteps: metric === 'lesson.modules' ? 0 : 4,
        }),
      );
    case 'story.pages':
      return times((i) =>
        storyPageCompletedFact.parse({ type: 'story.page.completed', ...base, day, chapterId: `c-${unique()}`, page: i, challenge: false }),
      );
    case 'story.chapters':
      return times((i) =>
        storyChapterCompletedFact.parse({ type: 'story.chapter.completed', ...base, chapterId: `c-${unique()}`, chapterNumber: i + 1, points: 50 }),
      );
    case 'puzzle.solved':
    case 'puzzle.run':
      return times(solve());
    case 'puzzle.first_try':
      return times(solve({ firstTry: true }));
    case 'puzzle.daily':
      return times(() => solve({ daily: true, day: uniqueDay() })());
    case 'ai.games':
      return times(ai({ result: 'loss' }));
    case 'ai.wins':
    case 'ai.wins.easy':
      return times(ai({}));
    case 'ai.wins.medium':
      return times(ai({ level: 'medium' }));
    case 'ai.wins.hard':
      return times(ai({ level: 'hard' }));
    case 'ai.wins.white':
      return times(ai({ colour: 'white' }));
    case 'ai.wins.black':
      return times(ai({ colour: 'black' }));
    case 'mp.games':
      return times(live({ result: 'loss' }));
    case 'mp.wins':
      return times(live({}));
    case 'mp.opponents':
      return times(() => live({ result: 'draw', opponentUsername: `Opponent${unique()}` })());
    case 'mp.rating':
      // The rating counts once settled: the child's first PROVISIONAL_GAMES live games, the last ending at n.
      return Array.from({ length: PROVISIONAL_GAMES }, (_, i) => live({ result: 'draw', ratingAfter: i === PROVISIONAL_GAMES - 1 ? n : 1000 })());
    case 'mate.pieces':
      return (['mateQueen', 'mateKnight', 'mateRook', 'matePawn', 'mateBishop', 'mateKing'] as const)
        .slice(0, n)
        .map((game) => ai({ moves: moves(game) })());
    case 'move.castle':
      return times(ai({ result: 'loss', moves: moves('castle') }));
    case 'move.en_passant':
      return times(ai({ result: 'loss', moves: moves('enPassant') }));
    case 'move.promotion':
      return times(ai({ result: 'loss', moves: moves('matePawn') }));
    case 'streak.best':
      return [streakExtendedFact.parse({ type: 'streak.extended', ...base, day: uniqueDay(), streakType: 'daily_login', current: n, longest: n })];
    case 'share.count':
      return times(() =>
        shareCreatedFact.parse({
          type: 'share.created',
          ...base,
          shareId: unique(),
          shareableType: 'achievement',
          shareableId: 'first-step',
          platform: 'twitter',
        }),
      );
    case 'arena.played':
    case 'arena.on_fire':
    case 'arena.gold':
    case 'arena.silver':
    case 'arena.bronze': {
      // One arena each: fire when counting fire, the podium place the metric names (else fourth of four).
      const rank = { 'arena.gold': 1, 'arena.silver': 2, 'arena.bronze': 3 }[metric as string] ?? 4;
      return times(() =>
        arenaFinishedFact.parse({
          type: 'arena.finished',
          ...base,
          arenaId: unique(),
          arenaName: 'Pawn Arena',
          kind: 'open',
          rank,
          players: 4,
          points: 2,
          games: 2,
          wins: 1,
          onFire: metric === 'arena.on_fire',
        }),
      );
    }
    case 'daily.completed':
      return Array.from({ length: n }, (_, i) => {
        const challengeDay = `2026-09-${String(i + 1).padStart(2, '0')}`;
        const template = templateFor(challengeDay, 1);
        return factsFor(template.metric, template.target, { ...ctx, day: challengeDay, at: `${challengeDay}T09:00:00.000Z` });
      }).flat();
    default:
      throw new Error(`no fact generator for ${metric}`);
  }
}
