/** The engine layer (server/src/engine), typed through the project reference to server/. */
export {
  AI_LEVELS,
  LEVEL_PARAMS,
  choosePolicyMove,
  createEnginePool,
  type AiLevel,
  type AnalyseOptions,
  type AnalysisLine,
  type ChosenMove,
  type EnginePool,
  type LevelParams,
  type PolicyChoice,
} from '../../../server/src/engine/index';
