import MagicString from 'magic-string';
import { parseSync, type Plugin } from 'vite';

/** The protocol's source modules (protocol/src, tests aside): the only files this plugin touches. */
const PROTOCOL_SOURCE = /[\\/]protocol[\\/]src[\\/][^\\/]+(?<!\.test)\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The name an expression's call chain starts from: `z` for `z.object({…}).strict()`, `fooSchema` for `fooSchema.extend({…})`. */
function chainRoot(expression: Node): string | null {
  let node: Node | undefined = expression;
  while (node) {
    if (node.type === 'Identifier') return node.name as string;
    if (node.type === 'CallExpression') node = node.callee as Node;
    else if (node.type === 'MemberExpression') node = node.object as Node;
    else if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression' || node.type === 'ParenthesizedExpression') {
      node = node.expression as Node;
    } else return null;
  }
  return null;
}

/**
 * Wraps each top-level schema of a protocol module in a pure-marked function call, so that the
 * bundler drops a schema the web app never reads instead of building it when the module loads
 * (issue 15, decision 031):
 *
 *     export const shareBodySchema = z.object({ … }).strict();
 *     export const shareBodySchema = /* @__PURE__ *\/ (() => z.object({ … }).strict())();
 *
 * A schema is a top-level `const` whose value is a call chain starting from zod (`z.`) or
 * from another schema (a name ending in `Schema`, or one wrapped before in the module:
 * `.extend()`, `.pick()`…). Zod's builders and a schema's methods only build values, so a
 * schema nobody reads has no effect to keep. Wrapping the whole chain, not marking each call,
 * is what lets the bundler drop it: a `@__PURE__` mark covers one call, and the chain's
 * outer calls (`.strict()`, `.default()`) would still run. Null when nothing is wrapped.
 */
export function wrapProtocolSchemas(code: string, filename = 'protocol.ts'): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const { program, errors } = parseSync(filename, code, { lang: 'ts' });
  if (errors.length > 0) return null;
  const edited = new MagicString(code);
  const schemas = new Set<string>();
  for (const statement of program.body as unknown as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (!declaration || declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      const id = declarator.id as Node;
      if (!init || init.type !== 'CallExpression') continue;
      const root = chainRoot(init);
      if (root !== 'z' && !(root && (schemas.has(root) || /Schema$/.test(root)))) continue;
      edited.appendLeft(init.start, '/* @__PURE__ */ (() => ');
      edited.appendRight(init.end, ')()');
      if (id.type === 'Identifier') schemas.add(id.name as string);
    }
  }
  if (schemas.size === 0) return null;
  return { code: edited.toString(), map: edited.generateMap({ hires: true, source: filename }) };
}

export function pureProtocolSchemas(): Plugin {
  return {
    name: 'chess-quest:pure-protocol-schemas',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!PROTOCOL_SOURCE.test(file)) return null;
      return wrapProtocolSchemas(code, file);
    },
  };
}
