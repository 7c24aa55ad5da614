import type { Request } from 'express';
import { authUserSchema } from '@chess-quest/protocol/auth';
import {
  AVATARS,
  addChildBodySchema,
  avatarParamsSchema,
  childIdParamsSchema,
  familyChildSchema,
  familySchema,
  switchChildBodySchema,
  updateChildBodySchema,
  type AvatarId,
} from '@chess-quest/protocol/parent';
import { toAuthUser, type SessionIdentity } from '../../domain/accounts';
import { resolveLocale } from '../../http/locale';
import { requestTimeZone } from '../../http/time-zone';
import { customAnswer, routesOf, schemaAnswer } from '../../platform/route';
import { toFamilyChild } from './family-service';
import { parentsChild, type ParentServices } from './services';

const route = routesOf<ParentServices>();

function logIn(req: Request, user: Express.User): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve())));
}

function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

/** The SVG of a built-in avatar: a chess piece on a colour. */
function avatarSvg(id: AvatarId): string {
  const avatar = AVATARS.find((candidate) => candidate.id === id)!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<circle cx="64" cy="64" r="64" fill="${avatar.background}"/>` +
    `<text x="64" y="74" font-size="84" text-anchor="middle" dominant-baseline="middle" fill="${avatar.foreground}">${avatar.glyph}</text></svg>`
  );
}

/** Family profiles, all behind the parent gate (the avatars' images aside). */
export const familyRoutes = [
  route({
    method: 'get',
    path: '/avatars/:avatarId',
    role: 'anyone',
    summary: "A built-in avatar's image.",
    params: avatarParamsSchema,
    response: customAnswer('image/svg+xml', 'A chess piece on a colour, as SVG.'),
    handler: ({ params, res }) => {
      res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(avatarSvg(params.avatarId));
    },
  }),
  route({
    method: 'get',
    path: '/parent/family',
    role: 'parent',
    summary: "The family's child profiles, the active one, and the plan's limit of profiles.",
    response: schemaAnswer(familySchema, 'The family.'),
    handler: ({ actor, services }) => services.family.getFamily(actor.account, actor.child?.id ?? null),
  }),
  route({
    method: 'post',
    path: '/parent/children',
    role: 'parent',
    summary: "Adds a child profile (within the plan's limit).",
    body: addChildBodySchema,
    status: 201,
    response: schemaAnswer(familyChildSchema, 'The new child profile.'),
    handler: async ({ actor, body, services, req }) =>
      toFamilyChild(await services.family.addChild(actor.account.id, body, requestTimeZone(req), resolveLocale(req))),
  }),
  route({
    method: 'patch',
    path: '/parent/children/:childId',
    role: 'parent',
    summary: "Changes a child's name, age, avatar, time zone or language.",
    params: childIdParamsSchema,
    body: updateChildBodySchema,
    response: schemaAnswer(familyChildSchema, 'The child profile as it is now.'),
    handler: async ({ actor, params, body, services }) => {
      const child = await parentsChild(services, actor, params.childId);
      return toFamilyChild(await services.family.updateChild(child, body));
    },
  }),
  route({
    method: 'delete',
    path: '/parent/children/:childId',
    role: 'parent',
    summary: 'Erases a child profile and everything kept about it (its live games are resigned first).',
    params: childIdParamsSchema,
    response: schemaAnswer(familySchema, 'The family without the child.'),
    handler: async ({ actor, params, services, req }) => {
      const { account } = actor;
      const child = await parentsChild(services, actor, params.childId);
      await services.endLiveGames(child.id);
      const { nextChildId } = await services.family.removeChild(child);
      // The removed child's sockets and other devices' sessions stop acting at once.
      services.sockets.endChild(child.id);
      await services.family.forgetChildSessions(child.id, req.sessionID);
      const wasActive = actor.child?.id === child.id;
      if (wasActive) {
        // Same session, still unlocked: the parent is still managing the family. With no child
        // left the session holds the account alone, as before a first child is added.
        const identity: SessionIdentity = { accountId: account.id, childId: nextChildId };
        const passportData = (req.session as unknown as { passport?: { user?: unknown } }).passport;
        if (passportData) passportData.user = identity;
        await saveSession(req);
      }
      return services.family.getFamily(account, wasActive ? nextChildId : (actor.child?.id ?? null));
    },
  }),
  /** Everything kept about one child, as a JSON file to download (the parent's right of access). */
  route({
    method: 'get',
    path: '/parent/children/:childId/export',
    role: 'parent',
    summary: 'Everything kept about one child, as a JSON file to download.',
    params: childIdParamsSchema,
    response: customAnswer('application/json', 'An attachment: the profile and every record naming the child.'),
    handler: async ({ actor, params, services, res }) => {
      const child = await parentsChild(services, actor, params.childId);
      const data = await services.family.exportChildData(child);
      res.attachment(`chess-quest-child-data-${child.id}.json`);
      res.type('application/json').send(JSON.stringify(data, null, 2));
    },
  }),
  /**
   * Hands the device to another child. Behind the gate so a child cannot hop into a
   * sibling's profile (their stars, streak and online games are their own), and it locks the
   * parent area again: the sign-in is renewed with the new child, as if the child signed in.
   */
  route({
    method: 'post',
    path: '/parent/active-child',
    role: 'parent',
    summary: 'Hands the device to another child of the family (a new sign-in, the parent area locked again).',
    body: switchChildBodySchema,
    response: schemaAnswer(authUserSchema, 'The child now active.'),
    handler: async ({ actor, body, services, req }) => {
      const child = await parentsChild(services, actor, body.childId);
      const user = await services.sessionUsers.loadSessionUser({ accountId: child.accountId, childId: child.id });
      if (!user?.child) throw new Error('Switched child could not be loaded');
      const previousSession = req.sessionID;
      await logIn(req, user);
      // Sockets opened for the previous child (same device) must not act for it any more.
      services.sockets.endSession(previousSession);
      return toAuthUser(user.account, user.child);
    },
  }),
];
