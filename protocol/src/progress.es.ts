import type { LEVEL_TITLES } from './progress';

// Spanish of the level names (progress.ts LEVEL_TITLES; issue 27), in level order. The tuple
// type keeps the Spanish list as long as the English one.

type SameLength<T extends readonly unknown[]> = { readonly [K in keyof T]: string };

export const LEVEL_TITLES_ES: SameLength<typeof LEVEL_TITLES> = [
  'Aprendiz de caballero',
  'Escudero del tablero',
  'Guardia del castillo',
  'Sabio del alfil',
  'Caballero real',
  'Capitán de las torres',
  'Campeón de la dama',
  'Gran estratega',
  'Mago del ajedrez',
  'Gran maestro del reino',
];
