/**
 * The engine layer (server/src/engine), loaded at run time.
 *
 * scripts/ is its own TypeScript project and does not reference server/, so a static import of
 * server files fails `tsc -b` (TS6307). The module is imported by URL and typed with the subset
 * of its API that the calibration uses. With `{ "path": "../server" }` added to the references
 * of scripts/tsconfig.json this file can become a plain re-export.
 */
export type AiLevel = 'easy' | 'medium' | 'hard';

export interface AnalysisLine {
  uci: string;
  san: string;
  scoreCp: number | null;
  mate: number | null;
  pv: string[];
  depth: number;
}

export interface AnalyseOptions {
  multiPv?: number;
  depth?: number;
  movetimeMs?: number;
  nodes?: number;
  timeoutMs?: number;
}

export interface ChosenMove {
  uci: string;
  san: string;
  bestUci: string;
  lossCp: number;
}

export interface EnginePool {
  analyse(fen: string, options?: AnalyseOptions): Promise<AnalysisLine[]>;
  chooseMove(fen: string, level: AiLevel, options: { seed: number; history?: string[] }): Promise<ChosenMove>;
  stats(): { size: number; busy: number; queued: number; completed: number; failed: number };
  close(): Promise<void>;
}

/** The level parameters (see server/src/engine/level-policy.ts); printed as they are. */
export interface LevelParams {
  multiPv: number;
  nodes: number;
  [name: string]: number | boolean;
}

export interface PolicyChoice {
  uci: string;
  bestUci: string;
  lossCp: number;
  reason: string;
}

interface EngineModule {
  createEnginePool(options: { size: number; queueLimit?: number; defaultTimeoutMs?: number }): EnginePool;
  choosePolicyMove(input: {
    fen: string;
    candidates: readonly { uci: string; scoreCp: number | null; mate: number | null }[];
    level: AiLevel;
    seed: number;
    history?: readonly string[];
  }): PolicyChoice;
  LEVEL_PARAMS: Readonly<Record<AiLevel, Readonly<LevelParams>>>;
  AI_LEVELS: readonly AiLevel[];
}

const url = new URL('../../../server/src/engine/index.ts', import.meta.url).href;
const engine = (await import(url)) as EngineModule;

export const { createEnginePool, choosePolicyMove, LEVEL_PARAMS, AI_LEVELS } = engine;
