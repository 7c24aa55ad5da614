import path from 'node:path';

/**
 * The web app's import zones (the README's layout of web/): a feature
 * (src/features/X) imports its own files and the shared folders, never another feature
 * nor the route table; the shared folders (api, components, lib, stores) import no feature;
 * only src/app (the route table) and src's root files wire features together. Nothing in
 * src reaches out of it by a relative path: protocol code comes in as @chess-quest/protocol/*.
 *
 * A small local rule rather than eslint-plugin-import's no-restricted-paths: it needs no
 * resolver for .ts/.tsx and says in its message where shared code belongs.
 */
const SRC = `${path.sep}web${path.sep}src${path.sep}`;
const SHARED = new Set(['api', 'components', 'lib', 'stores']);

/** Where a file sits inside web/src: its top folder, and the feature's name for a feature. */
function zoneOf(relative) {
  const [top, second] = relative.split(path.sep);
  if (top === 'features') return { kind: 'feature', name: second };
  if (top === 'app') return { kind: 'app', name: top };
  if (SHARED.has(top)) return { kind: 'shared', name: top };
  return { kind: 'root', name: top };
}

function problem(fromZone, toZone) {
  if (fromZone.kind === 'feature' && toZone.kind === 'feature' && toZone.name !== fromZone.name) {
    return `features/${fromZone.name} must not import features/${toZone.name}: move what both need to api/, components/, lib/ or stores/.`;
  }
  if (fromZone.kind === 'feature' && (toZone.kind === 'app' || toZone.kind === 'root')) {
    return `features/${fromZone.name} must not import ${toZone.name}: only the route table wires features together.`;
  }
  if (fromZone.kind === 'shared' && (toZone.kind === 'feature' || toZone.kind === 'app' || toZone.kind === 'root')) {
    const what = toZone.kind === 'feature' ? `features/${toZone.name}` : toZone.name;
    return `${fromZone.name}/ is shared and must not import ${what}: pass it in, or move the code to ${fromZone.name}/.`;
  }
  return null;
}

const importZones = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps web features from importing each other's internals" },
    schema: [],
  },
  create(context) {
    const filename = path.resolve(context.filename);
    const at = filename.lastIndexOf(SRC);
    if (at < 0) return {};
    const srcRoot = filename.slice(0, at + SRC.length);
    const fromZone = zoneOf(path.relative(srcRoot, filename));

    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (/^@chess-quest\/(server|web)(\/|$)/.test(specifier)) {
        context.report({ node, message: `web/src must not import ${specifier}: share it through @chess-quest/protocol.` });
        return;
      }
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) return;
      const target = path.relative(srcRoot, path.resolve(path.dirname(filename), specifier));
      if (target.startsWith('..') || path.isAbsolute(target)) {
        context.report({ node, message: `web/src must not reach out of it (${specifier}): import @chess-quest/protocol/* instead.` });
        return;
      }
      const message = problem(fromZone, zoneOf(target));
      if (message) context.report({ node, message });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export const webImportZonesPlugin = { rules: { 'import-zones': importZones } };
