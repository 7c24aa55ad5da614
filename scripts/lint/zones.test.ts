import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import zones of eslint.config.js, run through ESLint itself on imports written for
// the test: a zone that stopped matching (a renamed folder, a broken resolver) fails here.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function zoneErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('import zones', () => {
  it("stops a server feature importing another feature's internals", async () => {
    const errors = await zoneErrors('server/src/features/parent/zone-probe.ts', "export { puzzleRoutes } from '../puzzles/routes';\n");
    expect(errors).toEqual([expect.stringContaining("Features do not import each other's internals")]);
    const service = await zoneErrors('server/src/features/story/zone-probe.ts', "import { createAccountsService } from '../accounts/service';\nexport const probe = createAccountsService;\n");
    expect(service).toHaveLength(1);
  });

  it("lets a feature use another's public module and the named shared ones", async () => {
    const source = [
      "import { createChildProfile } from '../accounts/public';",
      "import { isPremium } from '../premium/rules';",
      "import { awardPoints } from '../progress/service';",
      'export const probe = [createChildProfile, isPremium, awardPoints];',
      '',
    ].join('\n');
    expect(await zoneErrors('server/src/features/lessons/zone-probe.ts', source)).toEqual([]);
  });

  it('keeps protocol/ free of server and web code', async () => {
    const errors = await zoneErrors('protocol/src/zone-probe.ts', "export { HttpError } from '../../server/src/http/errors';\n");
    expect(errors).toEqual([expect.stringContaining('protocol/ is the shared contract')]);
  });

  it("stops auth/ reaching into a feature's service", async () => {
    const errors = await zoneErrors('server/src/auth/zone-probe.ts', "export { createAccountsService } from '../features/accounts/service';\n");
    expect(errors).toEqual([expect.stringContaining("auth/ does not reach into a feature's service")]);
    expect(await zoneErrors('server/src/auth/zone-probe.ts', "export type { Account } from '../features/accounts/public';\n")).toEqual([]);
  });
});
