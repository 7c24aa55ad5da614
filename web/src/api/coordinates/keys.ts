/** Query keys of the coordinates trainer's reads (issue 26). */
export const coordinatesKeys = {
  all: ['coordinates'] as const,
  bests: () => [...coordinatesKeys.all, 'bests'] as const,
};
