/** The chess engine layer: a pool of Stockfish workers and the AI level policy. */
export {
  createEnginePool,
  type AiLevel,
  type AnalyseOptions,
  type AnalysisLine,
  type BuddyMoveOptions,
  type ChooseMoveOptions,
  type ChosenMove,
  type EnginePool,
  type EnginePoolOptions,
  type EngineStats,
} from './engine-pool';
export {
  EngineBusyError,
  EngineClosedError,
  EngineCrashedError,
  EngineError,
  EngineTimeoutError,
  InvalidPositionError,
  NoLegalMoveError,
} from './errors';
export { AI_LEVELS, LEVEL_PARAMS, choosePolicyMove, type LevelParams, type PolicyChoice } from './level-policy';
export {
  chooseBuddyMove,
  guardedCandidates,
  levelForStrength,
  nextStrength,
  paramsForStrength,
  type BuddyChoice,
  type ChildOutcome,
} from './buddy-policy';
