import { z } from 'zod';
import { Router } from 'express';
import { customizationPatchSchema, themePurchaseParamsSchema } from '@chess-quest/protocol/customization';
import { currentUser } from '../../auth/require-user';
import { notFound, parseInput } from '../../http/errors';
import type { CustomizationService } from './service';

/** Spec §7 customization calls; every one is the signed-in child's own. */
export function customizationRoutes(customization: CustomizationService): Router {
  const router = Router();
  router.get('/customization/piece-themes', async (req, res) => {
    currentUser(req);
    res.json(await customization.pieceThemes());
  });
  router.get('/customization/board-themes', async (req, res) => {
    currentUser(req);
    res.json(await customization.boardThemes());
  });
  router.get('/customization/user', async (req, res) => {
    res.json(await customization.customization(currentUser(req).child.id));
  });
  router.get('/customization/unlocked-themes', async (req, res) => {
    res.json(await customization.unlockedThemes(currentUser(req).child.id));
  });
  router.patch(
    '/customization/user',
    async (req, res) => {
      const { child } = currentUser(req);
      const patch = parseInput(customizationPatchSchema, req.body);
      res.json(await customization.update(child.id, patch));
    },
  );
  router.post(
    '/customization/themes/:kind/:id/unlock',
    async (req, res) => {
      const { child } = currentUser(req);
      const { kind, id } = parseInput(themePurchaseParamsSchema, req.params);
      res.json(await customization.purchase(child.id, kind, id));
    },
  );
  // The child's built avatar as its picture: an <img> anywhere a profile picture shows.
  router.get('/avatars/built/:childId', async (req, res) => {
    const { childId } = parseInput(z.object({ childId: z.uuid() }), req.params);
    const avatar = await customization.builtAvatar(childId);
    if (!avatar) throw notFound('There is no avatar here.');
    res.set('Cache-Control', 'private, max-age=300');
    if ('redirect' in avatar) res.redirect(302, avatar.redirect);
    else res.type('image/svg+xml').send(avatar.svg);
  });
  return router;
}
