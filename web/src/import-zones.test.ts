import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Runs the project's own ESLint configuration, so the test fails if the zone rule is
// switched off or its files glob stops covering web/src.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === 'web/import-zones').map((m) => m.message);
}

describe('web import zones', () => {
  it("stops a feature importing another feature's internals", async () => {
    const errors = await zoneErrors(
      'web/src/features/lessons/lessons-page.tsx',
      "import { useStoryChapter } from '../story/api/get-story-chapter';\nexport const x = useStoryChapter;\n",
    );
    expect(errors).toEqual([
      'features/lessons must not import features/story: move what both need to api/, components/, lib/ or stores/.',
    ]);
  });

  it('catches the cross-feature import at any depth, in re-exports and dynamic imports', async () => {
    const code = [
      "export { ParentGate } from '../../../features/parent/family-page';",
      "export const page = () => import('../../subscription/subscription-page');",
    ].join('\n');
    const errors = await zoneErrors('web/src/features/parent-dashboard/components/child-dashboard.tsx', code);
    expect(errors).toHaveLength(2);
  });

  it('stops shared folders importing a feature', async () => {
    const errors = await zoneErrors(
      'web/src/components/parent/parent-gate.tsx',
      "import { PlanCards } from '../../features/subscription/plan-cards';\nexport const x = PlanCards;\n",
    );
    expect(errors).toEqual([
      'components/ is shared and must not import features/subscription: pass it in, or move the code to components/.',
    ]);
  });

  it('stops web code reaching into the server', async () => {
    const errors = await zoneErrors(
      'web/src/lib/plans.ts',
      "import { x } from '../../../server/src/config';\nimport { y } from '@chess-quest/server/config';\nexport const z = [x, y];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('lets a feature use its own files, the shared folders and protocol, and the route table use features', async () => {
    const featureCode = [
      "import { useModuleDetail } from './api/get-module-detail';",
      "import { useUserProgress } from '../../api/get-user-progress';",
      "import { Button } from '../../components/ui/button';",
      "import { PARENT_PIN_LENGTH } from '@chess-quest/protocol/constants';",
      'export const all = [useModuleDetail, useUserProgress, Button, PARENT_PIN_LENGTH];',
    ].join('\n');
    expect(await zoneErrors('web/src/features/lessons/lesson-player-page.tsx', featureCode)).toEqual([]);
    const routeCode = "import { lazy } from 'react';\nexport const Page = lazy(() => import('../features/lessons/lessons-page'));\n";
    expect(await zoneErrors('web/src/app/router.tsx', routeCode)).toEqual([]);
  });
});
