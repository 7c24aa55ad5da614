import { defineFeature } from '../../platform/feature';
import { lessonRoutes } from './routes';
import { createLessonsService } from './service';

/** Spec §4 lessons: a module's steps, each completed by moves the server replays. */
export const lessonsFeature = defineFeature({
  name: 'lessons',
  create: ({ db, facts }) => ({ lessons: createLessonsService({ db, facts }) }),
  routes: lessonRoutes,
});
