import type { CoordinatesMode, CoordinatesSide } from './coordinates';

// Spanish of the coordinates trainer's mode and side names (coordinates.ts; issue 27).

export const COORDINATES_MODE_NAMES_ES: Record<CoordinatesMode, string> = { find: 'Encuentra la casilla', name: 'Nombra la casilla' };
export const COORDINATES_SIDE_NAMES_ES: Record<CoordinatesSide, string> = { white: 'Lado de las blancas', black: 'Lado de las negras' };
