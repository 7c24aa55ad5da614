import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/** A module that imports a Lingui macro: the only files this plugin hands to Babel. */
const USES_MACRO = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;
const SOURCE = /\.(?:[jt]sx?)$/;

/**
 * Compiles Lingui's macros (`<Trans>`, `t`, `msg`, `plural`…) into message descriptors
 * (decision 046). Babel parses only the files that import a macro, before Vite's own
 * TypeScript/JSX transform; nothing else is changed. Lingui 6's native transform and
 * @rolldown/plugin-babel both need Node 22, and the app runs on Node 20.
 *
 * In a production build a descriptor keeps only the message's id (the English text comes from
 * the compiled English catalogue); elsewhere it keeps the English text too, so a test or the
 * dev server reads English without a catalogue.
 */
export function linguiMacro(configPath: string): Plugin {
  const linguiConfig = getConfig({ configPath });
  let production = false;
  return {
    name: 'chess-quest-lingui-macro',
    enforce: 'pre',
    configResolved(config) {
      production = config.isProduction;
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !USES_MACRO.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: production, linguiConfig }]],
      });
      if (!result?.code) throw new Error(`Lingui macros: Babel returned nothing for ${file}`);
      return { code: result.code, map: result.map };
    },
  };
}
