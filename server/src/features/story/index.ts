import { defineFeature } from '../../platform/feature';
import { storyRoutes } from './routes';
import { createStoryService } from './service';

/** Spec §4 story mode: chapters of narrative pages and challenges (the list of chapters is the catalog's). */
export const storyFeature = defineFeature({
  name: 'story',
  create: ({ db, facts }) => ({ story: createStoryService({ db, facts }) }),
  routes: storyRoutes,
});
