import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Fact } from '@chess-quest/protocol/facts';
import { FEATURES } from '../features';
import type { DatabaseHandle } from '../db/client';
import { createLogger } from '../logger';
import { startServer, type RunningServer } from '../server';
import { testConfig } from '../test/app';
import { newFamily, unlockParent } from '../test/fixture';
import { TestClient, readJson } from '../test/http-client';
import { openTestDatabase } from '../test/services';
import { defineFeature } from './feature';
import { type openApiDocument } from './openapi';
import { noContent, routesOf, schemaAnswer } from './route';

// A small, real feature added the way docs/architecture.md "Adding a feature" says: one
// definition (routes with their contract and role, a subscriber, a job) and one line in the
// feature list. It proves that the list is all a feature needs to be served, to react to
// facts exactly once, to run in the background, and to be in the OpenAPI document.

/** Days in a row the child came back, as the streak facts told it (kept in memory for the test). */
function createTallyService() {
  const days = new Map<string, number>();
  let ticks = 0;
  return {
    record: (childId: string, current: number) => days.set(childId, current),
    daysOf: (childId: string) => days.get(childId) ?? 0,
    clear: (childId: string) => days.delete(childId),
    tick: () => (ticks += 1),
    ticks: () => ticks,
  };
}
type TallyService = ReturnType<typeof createTallyService>;

const tallySchema = z.object({ days: z.number().int().min(0) });
const clearBodySchema = z.object({ childId: z.uuid({ error: 'childId must be a UUID' }) });
const route = routesOf<{ tally: TallyService }>();

const tallyFeature = defineFeature({
  name: 'tally',
  create: () => ({ tally: createTallyService() }),
  routes: [
    route({
      method: 'get',
      path: '/tally',
      role: 'child',
      summary: "The child's days in a row.",
      response: schemaAnswer(tallySchema, 'The count.'),
      handler: ({ actor, services }) => ({ days: services.tally.daysOf(actor.child.id) }),
    }),
    route({
      method: 'post',
      path: '/tally/clear',
      role: 'parent',
      summary: "Clears a child's count.",
      body: clearBodySchema,
      response: noContent('Cleared.'),
      handler: ({ body, services }) => {
        services.tally.clear(body.childId);
      },
    }),
  ],
  subscribers: ({ tally }) => [
    {
      name: 'tally-test',
      handles: ['streak.extended'],
      async handle(fact) {
        if (fact.type === 'streak.extended') tally.record(fact.childId, fact.current);
      },
    },
  ],
  jobs: ({ tally }) => [{ name: 'tally-ticker', start: () => void tally.tick(), stop: async () => undefined }],
});

describe('a feature added through the one shape (decision 034)', () => {
  let database: DatabaseHandle;
  let running: RunningServer;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    running = await startServer(testConfig(), { database, logger: createLogger('silent'), features: [...FEATURES, tallyFeature] });
  });
  afterAll(async () => {
    await running?.close();
    await database?.close();
  });
  const server = {
    client: () => new TestClient(running.url),
    get db() {
      return database.db;
    },
  };

  it('serves its routes with their roles, reacts to facts once and runs its job', async () => {
    const family = await newFamily(server);
    const tally = running.assembly.features.services.get('tally') as { tally: TallyService };
    expect(tally.tally.ticks()).toBe(1);
    expect(running.jobs.names()).toContain('tally-ticker');

    expect(await readJson(await family.client.get('/api/tally'))).toEqual({ days: 0 });
    const fact: Fact = {
      type: 'streak.extended',
      accountId: family.accountId,
      childId: family.childId,
      at: new Date().toISOString(),
      day: '2026-11-27',
      streakType: 'daily_login',
      current: 3,
      longest: 3,
    };
    await database.db.transaction((tx) => running.outbox.record(tx, fact));
    await running.dispatcher.drain();
    expect(await readJson(await family.client.get('/api/tally'))).toEqual({ days: 3 });

    // Signed out: 401; the parent route while the gate is locked: 403; then a 400 naming the field.
    expect((await new TestClient(running.url).get('/api/tally')).status).toBe(401);
    const locked = await family.client.post('/api/tally/clear', { childId: family.childId });
    expect(locked.status).toBe(403);
    expect((await readJson(locked)).code).toBe('parent_gate_required');
    await unlockParent(family.client, family.signUp.parentPin);
    const bad = await family.client.post('/api/tally/clear', { childId: 'nope' });
    expect(bad.status).toBe(400);
    expect(await readJson(bad)).toMatchObject({ code: 'invalid_input', field: 'childId' });
    expect((await family.client.post('/api/tally/clear', { childId: family.childId })).status).toBe(204);
    expect(await readJson(await family.client.get('/api/tally'))).toEqual({ days: 0 });
  });

  it('is in the OpenAPI document the node serves, with its role', async () => {
    const served = (await readJson(await new TestClient(running.url).get('/api/openapi.json'))) as ReturnType<typeof openApiDocument>;
    const paths = served.paths as Record<string, Record<string, { 'x-role': string; tags: string[] }>>;
    expect(paths['/api/tally']?.get?.['x-role']).toBe('child');
    expect(paths['/api/tally/clear']?.post).toMatchObject({ 'x-role': 'parent', tags: ['tally'] });
  });
});
