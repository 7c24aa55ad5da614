import type { DifficultyLabel, MiniChallengeType, PatternQuestion } from './mini-challenges';

// Spanish of the mini challenges' fixed texts (mini-challenges.ts; issue 27), typed by the
// English keys so that a text added in English and not here fails the typecheck.

/** MINI_TYPE_NAMES in Spanish. */
export const MINI_TYPE_NAMES_ES: Record<MiniChallengeType, string> = {
  quick_move: 'Casillas rápidas',
  pattern_match: 'Busca el patrón',
  memory_game: 'Memoria',
  speed_puzzle: 'Problemas veloces',
};

/** difficultyLabel's words in Spanish (spec §9: 1–2 Easy, 3–4 Medium, 5 Hard). */
export const DIFFICULTY_LABELS_ES: Record<DifficultyLabel, string> = { Easy: 'Fácil', Medium: 'Medio', Hard: 'Difícil' };

/** PATTERN_QUESTIONS in Spanish: the question of each round of a pattern challenge. */
export const PATTERN_QUESTIONS_ES: Record<PatternQuestion, string> = {
  attackers: '¿Qué piezas atacan al rey?',
  hanging: 'Elige todas las piezas que están sin defensa.',
  fork: 'Elige la casilla de la horquilla.',
};
