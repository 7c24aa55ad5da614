import type { AiDifficulty } from './ai-chess';

// Spanish of the computer's levels as the child chooses them (ai-chess.ts AI_DIFFICULTY_DETAILS;
// issue 27). The same level words as everywhere else: Fácil, Medio, Difícil.

export const AI_DIFFICULTY_TEXTS_ES: Record<AiDifficulty, { label: string; description: string }> = {
  easy: {
    label: 'Fácil',
    description: 'Un rival simpático que también está aprendiendo. Ideal para tus primeras partidas.',
  },
  medium: {
    label: 'Medio',
    description: 'Conoce bien las reglas y ve los trucos sencillos. ¡Cuida tus piezas!',
  },
  hard: {
    label: 'Difícil',
    description: 'Juega como alguien fuerte de un club y aprovecha tus errores. Solo para los más valientes.',
  },
};
