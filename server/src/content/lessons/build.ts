import type { LessonStep } from '@chess-quest/protocol/lessons';

// Small authoring helpers for lesson and story content. Positions are written as piece
// lists ("Ra1 Kh1 kh8": upper case white, lower case black) so a reader sees at a glance
// what stands where; every position still becomes a full FEN that chess.js accepts.

/** A lesson module as the seed stores it (spec §3 Module, plus its steps). */
export interface LessonModuleContent {
  id: string;
  title: string;
  description: string;
  /** Minutes a child typically needs. */
  duration: number;
  difficulty: 1 | 2 | 3 | 4 | 5;
  points: number;
  requiredLevel: number;
  sortOrder: number;
  isPremium: false;
  steps: LessonStep[];
}

/**
 * For each collect-stars and capture-all step, a shortest way to finish it (UCI moves). Kept
 * on the server only: the tests replay them through the step engine to prove every step can
 * be finished with 3 stars. Keys are step ids, unique across all lessons and chapters.
 */
export type StepSolutions = Record<string, string[]>;

const PIECE = /^([KQRBNPkqrbnp])([a-h])([1-8])$/;

export interface PositionOptions {
  /** Side to move: the colour the child plays. Default white. */
  turn?: 'w' | 'b';
  /** Castling rights field, e.g. 'KQkq'. Default none. */
  castling?: string;
  /** En-passant target square, e.g. 'd6'. Default none. */
  enPassant?: string;
}

/** 'Ra1 Kh1 kh8' → '7k/8/8/8/8/8/8/R6K w - - 0 1'. Throws on a malformed or doubled square. */
export function pos(pieces: string, options: PositionOptions = {}): string {
  const board: (string | null)[][] = Array.from({ length: 8 }, () => Array<string | null>(8).fill(null));
  for (const token of pieces.trim().split(/\s+/)) {
    const m = PIECE.exec(token);
    if (!m) throw new Error(`bad piece "${token}" in "${pieces}"`);
    const [, letter, file, rank] = m as unknown as [string, string, string, string];
    const row = board[8 - Number(rank)];
    const col = file.charCodeAt(0) - 97;
    if (!row || row[col]) throw new Error(`square ${file}${rank} used twice in "${pieces}"`);
    row[col] = letter;
  }
  const placement = board
    .map((row) => {
      let out = '';
      let empty = 0;
      for (const cell of row) {
        if (cell === null) empty += 1;
        else {
          if (empty > 0) out += String(empty);
          empty = 0;
          out += cell;
        }
      }
      return empty > 0 ? out + String(empty) : out;
    })
    .join('/');
  return `${placement} ${options.turn ?? 'w'} ${options.castling || '-'} ${options.enPassant ?? '-'} 0 1`;
}

/** The standard starting position. */
export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Every square from `from` to `to` in a straight or diagonal line, both ends included. */
export function line(from: string, to: string): string[] {
  const f0 = from.charCodeAt(0);
  const r0 = Number(from[1]);
  const f1 = to.charCodeAt(0);
  const r1 = Number(to[1]);
  const steps = Math.max(Math.abs(f1 - f0), Math.abs(r1 - r0));
  const df = Math.sign(f1 - f0);
  const dr = Math.sign(r1 - r0);
  return Array.from({ length: steps + 1 }, (_, i) => `${String.fromCharCode(f0 + df * i)}${r0 + dr * i}`);
}

interface Common {
  id: string;
  title: string;
  instruction: string;
  successText: string;
  fen: string;
}

export type AuthoredStep = LessonStep & { solution?: string[] };

export function explain(step: Omit<Common, 'successText'> & { successText?: string; highlights?: string[] }): AuthoredStep {
  return {
    kind: 'explain',
    id: step.id,
    title: step.title,
    instruction: step.instruction,
    successText: step.successText ?? 'Great! On we go.',
    fen: step.fen,
    highlights: step.highlights ?? [],
  };
}

export function collectStars(step: Common & { stars: string[]; par: number; solution: string[] }): AuthoredStep {
  return { kind: 'collect-stars', ...step };
}

export function captureAll(step: Common & { par: number; solution: string[] }): AuthoredStep {
  return { kind: 'capture-all', ...step };
}

export function findMove(step: Common & { goal: 'check' | 'mate' | 'win-piece' | 'exact'; solutions: string[]; hint: string }): AuthoredStep {
  return { kind: 'find-move', ...step };
}

/** Splits authored steps into the steps the client sees and the server-only solutions. */
export function splitSolutions(authored: AuthoredStep[]): { steps: LessonStep[]; solutions: StepSolutions } {
  const solutions: StepSolutions = {};
  const steps = authored.map(({ solution, ...step }) => {
    if (solution) solutions[step.id] = solution;
    return step as LessonStep;
  });
  return { steps, solutions };
}

export interface AuthoredModule extends Omit<LessonModuleContent, 'steps' | 'isPremium'> {
  steps: AuthoredStep[];
}

export function lessonModule(authored: AuthoredModule): { module: LessonModuleContent; solutions: StepSolutions } {
  const { steps, solutions } = splitSolutions(authored.steps);
  return { module: { ...authored, isPremium: false, steps }, solutions };
}
