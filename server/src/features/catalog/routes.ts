import type { Request, Response } from 'express';
import { z } from 'zod';
import { userModuleSchema, userStorySchema } from '@chess-quest/protocol/catalog';
import { resolveLocale, varyByLanguage } from '../../http/locale';
import { customAnswer, routesOf, schemaAnswer } from '../../platform/route';
import type { CatalogService, StaticJson } from './service';

/**
 * A catalog from memory: 304 when the browser already holds this version (If-None-Match),
 * otherwise the JSON text made once, gzipped once when the browser takes gzip (the API is
 * not compressed per request; these are its largest answers). The browser must ask again
 * each time (no-cache), and keeps it to itself (private: only signed-in children read it).
 * The text is in the request's language: a cache must key it on what chooses that (Vary).
 */
function sendCatalog(req: Request, res: Response, json: StaticJson): void {
  res.set('Cache-Control', 'private, no-cache');
  res.set('ETag', json.etag);
  res.vary('Accept-Encoding');
  varyByLanguage(res);
  const held = req.get('if-none-match');
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === json.etag)) {
    res.status(304).end();
    return;
  }
  res.type('application/json');
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    res.set('Content-Encoding', 'gzip');
    res.send(json.gzipped);
    return;
  }
  res.send(json.body);
}

const route = routesOf<{ catalog: CatalogService }>();

/** The lesson modules, story chapters and puzzle of the day (the same for every child), and each child's progress in them. */
export const catalogRoutes = [
  route({
    method: 'get',
    path: '/modules',
    role: 'child',
    summary: 'Spec §3 Module: every lesson module (a cached catalog: 304 when the browser holds this version).',
    response: customAnswer('application/json', 'The modules (LessonModule[]), with an ETag.'),
    handler: async ({ services, req, res }) => sendCatalog(req, res, await services.catalog.modulesJson(resolveLocale(req))),
  }),
  route({
    method: 'get',
    path: '/user/modules',
    role: 'child',
    summary: "The child's progress in each lesson module.",
    response: schemaAnswer(z.array(userModuleSchema), "The child's modules."),
    handler: ({ actor, services }) => services.catalog.listUserModules(actor.child.id),
  }),
  route({
    method: 'get',
    path: '/story/chapters',
    role: 'child',
    summary: 'Spec §3 Story chapter: every chapter (a cached catalog: 304 when the browser holds this version).',
    response: customAnswer('application/json', 'The chapters (StoryChapter[]), with an ETag.'),
    handler: async ({ services, req, res }) => sendCatalog(req, res, await services.catalog.storyChaptersJson(resolveLocale(req))),
  }),
  route({
    method: 'get',
    path: '/user/story',
    role: 'child',
    summary: "The child's progress in each story chapter.",
    response: schemaAnswer(z.array(userStorySchema), "The child's chapters."),
    handler: ({ actor, services }) => services.catalog.listUserStory(actor.child.id),
  }),
  route({
    method: 'get',
    path: '/puzzles/daily',
    role: 'child',
    summary: 'The puzzle of the day, the same for every child (a cached answer: 304 when the browser holds it).',
    response: customAnswer('application/json', 'The puzzle (Puzzle), or null when the library is empty, with an ETag.'),
    handler: async ({ services, req, res }) => sendCatalog(req, res, await services.catalog.dailyPuzzleJson(new Date(), resolveLocale(req))),
  }),
];
