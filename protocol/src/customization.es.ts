import type { UnlockCondition } from './customization';

// Spanish of the words a locked theme card shows under its lock (customization.ts
// unlockConditionText; issue 27). {points} is the theme's price.

export const UNLOCK_CONDITION_TEXTS_ES: Record<UnlockCondition, string> = {
  free: 'Gratis',
  premium: 'Premium',
  points: '{points} puntos',
  wins_5: 'Gana 5 partidas',
  wins_10: 'Gana 10 partidas',
  lessons_3: 'Completa 3 lecciones',
  lessons_5: 'Completa 5 lecciones',
  level_5: 'Llega al nivel 5',
  level_10: 'Llega al nivel 10',
};
