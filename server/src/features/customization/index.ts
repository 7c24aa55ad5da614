import { defineFeature } from '../../platform/feature';
import { createThemePushSubscriber } from './pushes';
import { customizationRoutes } from './routes';
import { createCustomizationService } from './service';
import { createCustomizationSubscriber } from './subscriber';

/** Spec §7 customization: piece and board themes (opened by progress or points), the child's settings and built avatar. */
export const customizationFeature = defineFeature({
  name: 'customization',
  create: ({ db, facts }) => ({ customization: createCustomizationService({ db, facts }) }),
  routes: customizationRoutes,
  subscribers: ({ customization }) => [createCustomizationSubscriber(customization)],
  socket: (_services, { io }) => ({ factPushes: [createThemePushSubscriber(io)] }),
});
