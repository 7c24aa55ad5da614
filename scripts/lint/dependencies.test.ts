import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDependencies } from './dependencies';

// The project's own .dependency-cruiser.mjs and folder-circle check, run on small trees written
// to a temporary folder (so neither the real lint run nor the typecheck ever sees them): a clean
// tree passes, and each kind of arrow the project forbids fails with its own rule.

/** A tree laid out like the repository, every arrow pointing the way the rules want. */
const CLEAN: Record<string, string> = {
  'protocol/src/lessons.ts': "export const LESSON_KINDS = ['read', 'play'] as const;\n",
  'server/src/config.ts': 'export const config = { port: 3000 };\n',
  'server/src/logger.ts': "import { config } from './config';\nexport const logger = { port: config.port };\n",
  'server/src/db/schema/lessons.ts': "import { LESSON_KINDS } from '../../../../protocol/src/lessons';\nexport const lessonKinds = LESSON_KINDS;\n",
  'server/src/db/seed.ts': "import { LESSONS } from '../content/lessons';\nexport const seed = LESSONS;\n",
  'server/src/content/lessons.ts': "export const LESSONS = ['first moves'];\n",
  'server/src/events/outbox.ts': "import { lessonKinds } from '../db/schema/lessons';\nexport const outbox = lessonKinds;\n",
  'server/src/domain/learner.ts':
    "import { outbox } from '../events/outbox';\nimport { logger } from '../logger';\nexport const learner = [outbox, logger];\n",
  'server/src/http/errors.ts': 'export class HttpError extends Error {}\n',
  'server/src/auth/roles.ts':
    "import { HttpError } from '../http/errors';\nimport { learner } from '../domain/learner';\nexport const roles = [HttpError, learner];\n",
  'server/src/platform/route.ts': "import { roles } from '../auth/roles';\nexport const route = roles;\n",
  'server/src/features/lessons/routes.ts':
    "import { route } from '../../platform/route';\nimport { seed } from '../../db/seed';\nexport const lessonRoutes = [route, seed];\n",
  'server/src/features/lessons/index.ts': "import { lessonRoutes } from './routes';\nexport const lessons = lessonRoutes;\n",
  'server/src/features/lessons/routes.test.ts':
    "import { app } from '../../app';\nimport { fixture } from '../../test/fixture';\nexport const probe = [app, fixture];\n",
  'server/src/features/index.ts': "import { lessons } from './lessons';\nexport const FEATURES = [lessons];\n",
  'server/src/app.ts': "import { FEATURES } from './features';\nexport const app = FEATURES;\n",
  'server/src/test/fixture.ts': "import { app } from '../app';\nexport const fixture = app;\n",
  'protocol/package.json': '{ "name": "@chess-quest/protocol", "type": "module", "exports": { "./*": "./src/*.ts" } }\n',
  'web/src/lib/api-client.ts':
    "import { LESSON_KINDS } from '@chess-quest/protocol/lessons';\nexport const get = (url: string) => [url, LESSON_KINDS];\n",
  'web/src/components/button.ts': "import { get } from '../lib/api-client';\nexport const button = get;\n",
  'web/src/features/lessons/lessons-page.ts': "import { button } from '../../components/button';\nexport const LessonsPage = button;\n",
  'web/src/features/story/story-page.ts': "import { get } from '../../lib/api-client';\nexport const StoryPage = get;\n",
  'web/src/app/router.ts':
    "import { LessonsPage } from '../features/lessons/lessons-page';\nimport { StoryPage } from '../features/story/story-page';\nexport const routes = [LessonsPage, StoryPage];\n",
  'web/src/main.ts': "import { routes } from './app/router';\nexport const main = routes;\n",
};

const trees: string[] = [];
afterAll(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/** Writes the clean tree plus `changes` (a file's new text) to a new folder and checks it. */
async function check(changes: Record<string, string> = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'cq-lint-deps-'));
  trees.push(root);
  for (const [file, text] of Object.entries({ ...CLEAN, ...changes })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  // The workspace link npm makes, so the web app imports protocol/ by its package name.
  mkdirSync(path.join(root, 'node_modules/@chess-quest'), { recursive: true });
  symlinkSync(path.join(root, 'protocol'), path.join(root, 'node_modules/@chess-quest/protocol'), 'dir');
  return checkDependencies(['protocol', 'server', 'web'], root);
}

describe('the import rules (.dependency-cruiser.mjs and the folder-circle check)', () => {
  it('pass a tree whose arrows all point down, tests reaching up included', async () => {
    expect(await check()).toEqual({ violations: [], folderCycles: [] });
  });

  it('fail an upward arrow between server layers, type-only imports included', async () => {
    const report = await check({
      'server/src/domain/premium.ts': "import type { route } from '../platform/route';\nexport type Premium = typeof route;\n",
    });
    expect(report.violations).toEqual(['server-layer-upward: server/src/domain/premium.ts → server/src/platform/route.ts']);

    const fromDb = await check({ 'server/src/db/seed.ts': "import { learner } from '../domain/learner';\nexport const seed = learner;\n" });
    expect(fromDb.violations).toContain('server-layer-upward: server/src/db/seed.ts → server/src/domain/learner.ts');

    const fromFeature = await check({
      'server/src/features/lessons/routes.ts': "import { app } from '../../app';\nexport const lessonRoutes = app;\n",
    });
    expect(fromFeature.violations).toContain('server-layer-upward: server/src/features/lessons/routes.ts → server/src/app.ts');
  });

  it('fail a server feature importing another feature', async () => {
    const report = await check({
      'server/src/features/story/service.ts': 'export const storyService = 1;\n',
      'server/src/features/lessons/routes.ts': "import { storyService } from '../story/service';\nexport const lessonRoutes = storyService;\n",
    });
    expect(report.violations).toEqual(['server-feature-to-feature: server/src/features/lessons/routes.ts → server/src/features/story/service.ts']);
  });

  it("fail a server feature importing the gateway's own files instead of realtime/kernel.ts", async () => {
    const report = await check({
      'server/src/realtime/kernel.ts': 'export type SocketPart = { handlers: string[] };\n',
      'server/src/realtime/gateway.ts': "import type { SocketPart } from './kernel';\nexport const gateway = (parts: SocketPart[]) => parts;\n",
      'server/src/features/lessons/socket.ts':
        "import type { SocketPart } from '../../realtime/kernel';\nimport { gateway } from '../../realtime/gateway';\nexport const part: SocketPart = { handlers: [String(gateway)] };\n",
    });
    expect(report.violations).toEqual([
      'server-feature-to-realtime-internals: server/src/features/lessons/socket.ts → server/src/realtime/gateway.ts',
    ]);
  });

  it('fail a web feature importing another web feature, and a shared folder importing a feature', async () => {
    const report = await check({
      'web/src/features/lessons/lessons-page.ts': "import { StoryPage } from '../story/story-page';\nexport const LessonsPage = StoryPage;\n",
      'web/src/components/button.ts': "import { StoryPage } from '../features/story/story-page';\nexport const button = StoryPage;\n",
    });
    expect(report.violations).toEqual([
      'web-feature-to-feature: web/src/features/lessons/lessons-page.ts → web/src/features/story/story-page.ts',
      'web-shared-to-feature: web/src/components/button.ts → web/src/features/story/story-page.ts',
    ]);
  });

  it('fail two folders that import each other though no file circle exists', async () => {
    const report = await check({
      'server/src/content/lessons.ts': "import { lessonKinds } from '../db/schema/lessons';\nexport const LESSONS = lessonKinds;\n",
    });
    expect(report.violations).toEqual([]);
    expect(report.folderCycles).toEqual([
      [
        'server/src/content → server/src/db → server/src/content',
        '    server/src/content/lessons.ts → server/src/db/schema/lessons.ts',
        '    server/src/db/seed.ts → server/src/content/lessons.ts',
      ].join('\n'),
    ]);
  });

  it('fail a file circle', async () => {
    const report = await check({
      'server/src/http/errors.ts': "import { badInput } from './bad-input';\nexport class HttpError extends Error {}\nexport const all = badInput;\n",
      'server/src/http/bad-input.ts': "import { HttpError } from './errors';\nexport const badInput = HttpError;\n",
    });
    expect(report.violations).toContain(
      'no-circular: server/src/http/bad-input.ts → server/src/http/errors.ts (circle: server/src/http/bad-input.ts → server/src/http/errors.ts → server/src/http/bad-input.ts)',
    );
  });

  it('fail the web app importing protocol code by a path out of web/src instead of its package name', async () => {
    const report = await check({
      'web/src/components/button.ts': "import { LESSON_KINDS } from '../../../protocol/src/lessons';\nexport const button = LESSON_KINDS;\n",
    });
    expect(report.violations).toEqual(['web-protocol-by-path: web/src/components/button.ts → protocol/src/lessons.ts']);
  });

  it('fail protocol importing the server, the web app importing the server, code importing tests, and a server folder in no layer', async () => {
    const report = await check({
      'protocol/src/lessons.ts': "import { config } from '../../server/src/config';\nexport const LESSON_KINDS = [config] as const;\n",
      'web/src/lib/api-client.ts': "import { HttpError } from '../../../server/src/http/errors';\nexport const get = HttpError;\n",
      'server/src/auth/sessions.ts': "import { fixture } from '../test/fixture';\nexport const sessions = fixture;\n",
      'server/src/jobs/nightly.ts': "import { config } from '../config';\nexport const nightly = config;\n",
    });
    expect(report.violations).toEqual([
      'code-imports-tests: server/src/auth/sessions.ts → server/src/test/fixture.ts',
      'protocol-imports-app-code: protocol/src/lessons.ts → server/src/config.ts',
      'server-module-outside-layers: server/src/jobs/nightly.ts → server/src/config.ts',
      'web-outside-src: web/src/lib/api-client.ts → server/src/http/errors.ts',
    ]);
  });
});
