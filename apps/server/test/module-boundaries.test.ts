import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const inDrafts = path.join(repoRoot, 'apps/server/src/modules/drafts/boundary-example.ts');
// One instance for the file: each new one loads and resolves the whole lint config again.
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(code: string, filePath = inDrafts): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('server module boundaries (eslint.config.js)', () => {
  it("refuses an import past another module's public entry", async () => {
    expect(await restrictedImports("import { fullNameOf } from '../planning/history-text';\nexport const name = fullNameOf;\n")).toHaveLength(1);
  });

  it('accepts the public entry, shared server folders and files of the same module', async () => {
    const code = "import { fullNameOf } from '../planning';\nimport type { Db } from '../../db/client';\nimport { createDraftRepo } from './repo';\nexport const all = [fullNameOf, createDraftRepo] as const;\nexport type D = Db;\n";
    expect(await restrictedImports(code)).toEqual([]);
  });

  it('holds for the app outside the modules too', async () => {
    const inApp = path.join(repoRoot, 'apps/server/src/boundary-example.ts');
    expect(await restrictedImports("import { draftRoutes } from './modules/drafts/routes';\nexport const routes = draftRoutes;\n", inApp)).toHaveLength(1);
    expect(await restrictedImports("import { draftRoutes } from './modules/drafts';\nexport const routes = draftRoutes;\n", inApp)).toEqual([]);
  });
});
