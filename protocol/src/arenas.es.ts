import type { OPEN_ARENA_SCHEDULE } from './arenas';

// Spanish of the arenas' fixed texts (arenas.ts; issue 27): the daily open arenas' names, keyed
// by arena key, and the thanks every player reads at the end (arenaThanks), with {games} and
// {points} as numbers.

export const OPEN_ARENA_NAMES_ES: Record<(typeof OPEN_ARENA_SCHEDULE)[number]['key'], string> = {
  pawn: 'Arena del peón',
  knight: 'Arena del caballo',
};

export const ARENA_THANKS_ES = {
  noGames: '¡Gracias por venir a la arena! Únete a la próxima para jugar.',
  oneGameOnePoint: '¡Jugaste 1 partida y conseguiste 1 punto!',
  oneGame: '¡Jugaste 1 partida y conseguiste {points} puntos!',
  gamesOnePoint: '¡Jugaste {games} partidas y conseguiste 1 punto!',
  games: '¡Jugaste {games} partidas y conseguiste {points} puntos!',
} as const;

/** arenaThanks in Spanish. */
export function arenaThanksEs(games: number, points: number): string {
  if (games === 0) return ARENA_THANKS_ES.noGames;
  const template =
    games === 1
      ? points === 1
        ? ARENA_THANKS_ES.oneGameOnePoint
        : ARENA_THANKS_ES.oneGame
      : points === 1
        ? ARENA_THANKS_ES.gamesOnePoint
        : ARENA_THANKS_ES.games;
  return template.replace('{games}', String(games)).replace('{points}', String(points));
}
