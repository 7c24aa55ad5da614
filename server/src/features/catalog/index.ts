import { defineFeature } from '../../platform/feature';
import { catalogRoutes } from './routes';
import { createCatalogService } from './service';

/** The catalogs every child reads (lesson modules, story chapters, the puzzle of the day), made once and served from memory. */
export const catalogFeature = defineFeature({
  name: 'catalog',
  create: ({ db, shelf }) => ({ catalog: createCatalogService({ db, shelf }) }),
  routes: catalogRoutes,
});
