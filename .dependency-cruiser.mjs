/**
 * The project's import zones, for the server, the web app, protocol/ and the scripts, in one
 * place (dependency-cruiser). `npm run lint:deps` runs them through scripts/lint/dependencies.ts,
 * which adds the folder-level circle check; scripts/lint/dependencies.test.ts proves each rule
 * fails on a small tree written for the test.
 *
 * Paths are relative to the repository root. Type-only imports count: an arrow is an arrow,
 * whether or not it survives compilation.
 */

/** Test code and test support: they may reach up (a test starts the whole app); nothing else may import them. */
const TEST = ['\\.test\\.tsx?$', '(^|/)test(-support)?/', '/test-[^/]+\\.ts$', '-test-helpers\\.ts$', '^web/e2e/'];

/**
 * The server's layers, top first. A module may import its own layer and the layers below it,
 * never one above. Features meet through domain/, protocol/, facts (events/) and ports
 * (platform/ports.ts), never by importing each other (rule server-feature-to-feature).
 *
 *   composition   app.ts, server.ts, composition.ts, main.ts, node-metrics.ts, features/index.ts: build and wire everything
 *   features      features/<name>/: one module per feature (routes, services, subscribers, jobs)
 *   platform      platform/: the feature shape, routes with their contract, ports, OpenAPI
 *   transport     realtime/, http/, auth/: sockets, HTTP helpers, sessions and roles
 *   domain        domain/: what several features share (accounts, premium rules, a learner's points)
 *   foundations   events/, engine/, content/, db/: facts and the outbox, Stockfish, shipped content, the schema
 *   base          config.ts, logger.ts, background.ts, redis-client.ts, metrics.ts: shared helpers with no app knowledge
 *
 * Inside one layer, folders may import each other one way only: the folder-circle check fails
 * on a pair that import each other. Today transport runs realtime → auth → http, and
 * foundations events → db → content (db's seed writes the shipped content; content reads its
 * enums from protocol/, not from the schema).
 */
const SERVER_LAYERS = [
  { name: 'composition', path: ['^server/src/(app|server|composition|main|node-metrics)\\.ts$', '^server/src/features/index\\.ts$'] },
  { name: 'features', path: ['^server/src/features/[^/]+/'] },
  { name: 'platform', path: ['^server/src/platform/'] },
  { name: 'transport (realtime, http, auth)', path: ['^server/src/(realtime|http|auth)/'] },
  { name: 'domain', path: ['^server/src/domain/'] },
  { name: 'foundations (events, engine, content, db)', path: ['^server/src/(events|engine|content|db)/'] },
  { name: 'base (config, logger, background, redis-client, metrics)', path: ['^server/src/(config|logger|background|redis-client|metrics)\\.ts$'] },
];

const layerRules = SERVER_LAYERS.slice(1).map((layer, index) => {
  const above = SERVER_LAYERS.slice(0, index + 1);
  return {
    name: 'server-layer-upward',
    severity: 'error',
    comment: `The ${layer.name} layer imports only its own layer and those below it, never ${above.map((l) => l.name).join(', ')} (see the layer list in .dependency-cruiser.mjs).`,
    from: { path: layer.path, pathNot: TEST },
    to: { path: above.flatMap((l) => l.path) },
  };
});

const EVERY_LAYER = SERVER_LAYERS.flatMap((layer) => layer.path);

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files import each other in a circle: move what both need into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the check cannot resolve is one it cannot judge: fix the path, or teach .dependency-cruiser.mjs the alias.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'protocol-imports-app-code',
      severity: 'error',
      comment: 'protocol/ is the shared contract: it imports nothing of the server, the web app or the scripts.',
      from: { path: '^protocol/' },
      to: { path: '^(server|web|scripts)/' },
    },
    {
      name: 'server-feature-to-feature',
      severity: 'error',
      comment:
        'A server feature never imports another feature: share through server/src/domain/, protocol/, a fact (events/) or a port (platform/ports.ts).',
      from: { path: '^server/src/features/([^/]+)/' },
      to: { path: '^server/src/features/[^/]+/', pathNot: '^server/src/features/$1/' },
    },
    {
      name: 'server-feature-to-realtime-internals',
      severity: 'error',
      comment:
        "A feature reaches the gateway only through realtime/kernel.ts (its socket part's types, rooms): the gateway's own files are its business.",
      from: { path: '^server/src/features/', pathNot: TEST },
      to: { path: '^server/src/realtime/', pathNot: '^server/src/realtime/kernel\\.ts$' },
    },
    ...layerRules,
    {
      name: 'server-module-outside-layers',
      severity: 'error',
      comment: 'Every server module sits in one of the layers of .dependency-cruiser.mjs: add its folder to the list before using it.',
      from: { path: '^server/src/', pathNot: [...EVERY_LAYER, ...TEST] },
      to: {},
    },
    {
      name: 'server-import-outside-layers',
      severity: 'error',
      comment: 'Every server module sits in one of the layers of .dependency-cruiser.mjs: add its folder to the list before importing it.',
      from: {},
      to: { path: '^server/src/', pathNot: [...EVERY_LAYER, ...TEST] },
    },
    {
      name: 'server-imports-web-or-scripts',
      severity: 'error',
      comment: 'The server shares code with the web app only through protocol/.',
      from: { path: '^server/' },
      to: { path: '^(web|scripts)/' },
    },
    {
      name: 'web-feature-to-feature',
      severity: 'error',
      comment: 'A web feature never imports another feature: move what both need to web/src/api, components, lib or stores.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/[^/]+/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-feature-to-app',
      severity: 'error',
      comment: 'A web feature does not import the route table (web/src/app) nor the entry files: only the route table wires features together.',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/(app/|[^/]+$)' },
    },
    {
      name: 'web-shared-to-feature',
      severity: 'error',
      comment:
        'The shared folders (api, components, lib, stores) import no feature, nor the route table or entry files: pass it in, or move the code down.',
      from: { path: '^web/src/(api|components|lib|stores)/' },
      to: { path: '^web/src/(features/|app/|[^/]+$)' },
    },
    {
      name: 'web-outside-src',
      severity: 'error',
      comment:
        'web/src shares code with the server only through @chess-quest/protocol/*: it imports nothing of server/, scripts/ or the rest of web/.',
      from: { path: '^web/src/' },
      to: { path: '^(server/|scripts/|web/(?!src/))' },
    },
    {
      name: 'web-protocol-by-path',
      severity: 'error',
      comment: 'web/src imports protocol code as @chess-quest/protocol/*, not by a relative path out of web/src.',
      from: { path: '^web/src/' },
      to: { path: '^protocol/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased', 'aliased-workspace'] },
    },
    {
      name: 'code-imports-tests',
      severity: 'error',
      comment:
        'The server, the web app and protocol/ never import test code or test support (scripts may: the benchmarks start nodes the way tests do).',
      from: { path: '^(server|web|protocol)/', pathNot: TEST },
      to: { path: TEST, pathNot: '(^|/)node_modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/', '^server/src/db/migrations/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
    reporterOptions: {
      // The folders the folder-circle check (scripts/lint/dependencies.ts) compares, also used
      // by `depcruise --output-type archi`: a feature on either side, a top folder of server/src,
      // web/src and protocol/src (a file at the top is its own unit), a folder of scripts/.
      archi: {
        collapsePattern:
          '^(server/src/features/[^/]+|web/src/features/[^/]+|server/src/[^/]+|web/src/[^/]+|protocol/src/[^/]+|scripts/[^/]+|web/[^/]+)',
      },
    },
  },
};
