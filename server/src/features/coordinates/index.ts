import type { CoordinatesBest } from '@chess-quest/protocol/coordinates';
import { defineFeature } from '../../platform/feature';
import { coordinatesRoutes } from './routes';
import { createCoordinatesService } from './service';

declare module '../../platform/ports' {
  interface Ports {
    /** The coordinates trainer's four bests of each child named (the parent dashboard, the teacher's progress table). */
    coordinatesBestsOf(childIds: readonly string[]): Promise<Map<string, CoordinatesBest[]>>;
  }
}

/** Issue 26: the coordinates trainer, rounds issued and scored by the server, bests kept per mode and side. */
export const coordinatesFeature = defineFeature({
  name: 'coordinates',
  create: ({ db, facts }) => ({ coordinates: createCoordinatesService({ db, facts }) }),
  routes: coordinatesRoutes,
  provides: ({ coordinates }) => ({ coordinatesBestsOf: (childIds: readonly string[]) => coordinates.bestsOf(childIds) }),
});
