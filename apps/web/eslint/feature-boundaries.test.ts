import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './feature-boundaries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const src = path.join(root, 'apps/web/src');
const file = (relative: string) => path.join(src, relative);

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: file('features/drafts/components/x.tsx'), code: "import { ScheduleDrawer } from '../../assignment-drawer';" },
    { filename: file('features/drafts/x.ts'), code: "import { useSession } from '../session/index';" },
    { filename: file('features/planning/components/x.tsx'), code: "import { itemFields } from '../model/item-fields';" },
    { filename: file('features/planning/x.ts'), code: "import { api } from '../../lib/api-client';" },
    { filename: file('pages/dispatcher/x.tsx'), code: "import { PlanningBoard } from '../../features/planning';" },
    { filename: file('components/x.tsx'), code: "import { api } from '../lib/api-client';" },
    { filename: file('features/planning/x.ts'), code: "const m = import('../technician-map');" },
    { filename: path.join(root, 'apps/server/src/x.ts'), code: "import { x } from '../../web/src/features/planning/api';" },
  ],
  invalid: [
    {
      filename: file('features/history/components/x.tsx'),
      code: "import { StatusTag } from '../../planning/components/item-summary';",
      errors: [{ messageId: 'internal', data: { source: '../../planning/components/item-summary', feature: 'planning' } }],
    },
    { filename: file('features/drafts/x.ts'), code: "import type { Session } from '../session/use-session';", errors: [{ messageId: 'internal' }] },
    { filename: file('features/planning/x.ts'), code: "export { SurveyTab } from '../survey-sending/survey-tab';", errors: [{ messageId: 'internal' }] },
    { filename: file('features/planning/x.ts'), code: "const m = import('../technician-map/technician-map');", errors: [{ messageId: 'internal' }] },
    { filename: file('pages/login-page.tsx'), code: "import { LoginForm } from '../features/session/components/login-form';", errors: [{ messageId: 'internal' }] },
    { filename: file('lib/x.ts'), code: "import { useSession } from '../features/session';", errors: [{ messageId: 'shared' }] },
    { filename: file('components/x.tsx'), code: "import { StatusTag } from '../features/planning';", errors: [{ messageId: 'shared' }] },
  ],
});

describe('the lint configuration', () => {
  it('fails a new cross-feature import of internals and passes the public entry', async () => {
    const eslint = new ESLint({ cwd: root });
    const lint = async (code: string) => (await eslint.lintText(code, { filePath: file('features/drafts/probe.ts') }))[0].messages;
    const internal = await lint("import { StatusTag } from '../planning/components/item-summary';\nexport const tag = StatusTag;\n");
    expect(internal.map((m) => m.ruleId)).toEqual(['web/feature-boundaries']);
    expect(await lint("import { StatusTag } from '../planning';\nexport const tag = StatusTag;\n")).toEqual([]);
  });
});

describe('the features of apps/web/src', () => {
  it('depend on each other without a cycle', () => {
    const features = readdirSync(path.join(src, 'features'));
    const uses = new Map(features.map((feature) => [feature, new Set<string>()]));
    for (const feature of features) {
      const folder = path.join(src, 'features', feature);
      for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((n) => /\.tsx?$/.test(n))) {
        const filePath = path.join(folder, name);
        for (const [, source] of readFileSync(filePath, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
          const [folderName, target] = path.relative(src, path.resolve(path.dirname(filePath), source)).split(path.sep);
          if (folderName === 'features' && target !== feature) uses.get(feature)!.add(target);
        }
      }
    }
    const cycles: string[] = [];
    const visit = (feature: string, trail: string[]) => {
      if (trail.includes(feature)) {
        cycles.push([...trail.slice(trail.indexOf(feature)), feature].join(' → '));
        return;
      }
      for (const next of uses.get(feature) ?? []) visit(next, [...trail, feature]);
    };
    for (const feature of features) visit(feature, []);
    expect(cycles).toEqual([]);
    expect(uses.get('planning')).toContain('assignment-drawer');
  });
});
