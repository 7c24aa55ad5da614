import {
  boardThemesResponseSchema,
  builtAvatarParamsSchema,
  customizationPatchSchema,
  pieceThemesResponseSchema,
  themePurchaseParamsSchema,
  themePurchaseResponseSchema,
  unlockedThemesResponseSchema,
  userCustomizationSchema,
} from '@chess-quest/protocol/customization';
import { notFound } from '../../http/errors';
import { resolveLocale } from '../../http/locale';
import { customAnswer, routesOf, schemaAnswer } from '../../platform/route';
import type { CustomizationService } from './service';

const route = routesOf<{ customization: CustomizationService }>();

/** Spec §7 customization calls, each the playing child's own, and the child's built avatar as a picture. */
export const customizationRoutes = [
  route({
    method: 'get',
    path: '/customization/piece-themes',
    role: 'child',
    summary: 'Every piece theme and how it opens.',
    response: schemaAnswer(pieceThemesResponseSchema, 'The piece themes.'),
    handler: ({ services, req }) => services.customization.pieceThemes(resolveLocale(req)),
  }),
  route({
    method: 'get',
    path: '/customization/board-themes',
    role: 'child',
    summary: 'Every board theme and how it opens.',
    response: schemaAnswer(boardThemesResponseSchema, 'The board themes.'),
    handler: ({ services, req }) => services.customization.boardThemes(resolveLocale(req)),
  }),
  route({
    method: 'get',
    path: '/customization/user',
    role: 'child',
    summary: "The child's themes, settings and built avatar.",
    response: schemaAnswer(userCustomizationSchema, "The child's customization."),
    handler: ({ actor, services }) => services.customization.customization(actor.child.id),
  }),
  route({
    method: 'get',
    path: '/customization/unlocked-themes',
    role: 'child',
    summary: 'The themes the child has opened.',
    response: schemaAnswer(unlockedThemesResponseSchema, 'Their ids.'),
    handler: ({ actor, services }) => services.customization.unlockedThemes(actor.child.id),
  }),
  route({
    method: 'patch',
    path: '/customization/user',
    role: 'child',
    summary: "Changes the child's themes, settings or built avatar (at least one).",
    body: customizationPatchSchema,
    response: schemaAnswer(userCustomizationSchema, "The child's customization after the change."),
    handler: ({ actor, body, services }) => services.customization.update(actor.child.id, body),
  }),
  route({
    method: 'post',
    path: '/customization/themes/:kind/:id/unlock',
    role: 'child',
    summary: "Opens a theme with the child's points.",
    params: themePurchaseParamsSchema,
    response: schemaAnswer(themePurchaseResponseSchema, "The theme and the child's points after paying."),
    handler: ({ actor, params, services }) => services.customization.purchase(actor.child.id, params.kind, params.id),
  }),
  // The child's built avatar as its picture: an <img> anywhere a profile picture shows.
  route({
    method: 'get',
    path: '/avatars/built/:childId',
    role: 'anyone',
    summary: "A child's built avatar as a picture (SVG), or a redirect to the built-in one.",
    params: builtAvatarParamsSchema,
    response: customAnswer('image/svg+xml', 'The avatar.'),
    handler: async ({ params, services, res }) => {
      const avatar = await services.customization.builtAvatar(params.childId);
      if (!avatar) throw notFound('There is no avatar here.');
      res.set('Cache-Control', 'private, max-age=300');
      if ('redirect' in avatar) res.redirect(302, avatar.redirect);
      else res.type('image/svg+xml').send(avatar.svg);
    },
  }),
];
