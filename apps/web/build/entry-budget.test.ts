import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { entryBudget, entrySize, type BundleFile } from './entry-budget';

const chunk = (fileName: string, code: string, extra: Partial<BundleFile> = {}): BundleFile => ({ type: 'chunk', fileName, code, imports: [], ...extra });
/** Base64 of random bytes: gzip saves only about a quarter of it. */
const noise = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);

function bundle(surveyBytes: number) {
  return {
    'survey.js': chunk('survey.js', noise(surveyBytes), { isEntry: true, facadeModuleId: '/app/survey.html', imports: ['shared.js'], viteMetadata: { importedCss: new Set(['survey.css']) } }),
    'shared.js': chunk('shared.js', noise(1000)),
    'main.js': chunk('main.js', noise(50_000), { isEntry: true, facadeModuleId: '/app/src/index.html', imports: ['shared.js'] }),
    'survey.css': { type: 'asset', fileName: 'survey.css', source: noise(500) } as BundleFile,
  };
}

describe('entry budget', () => {
  it("counts the entry, its static imports and its CSS, not another entry's code", () => {
    const size = entrySize(bundle(2000), 'survey.html');
    expect(size.files.sort()).toEqual(['shared.js', 'survey.css', 'survey.js']);
    expect(size.js).toBeGreaterThan(2000);
    expect(size.js).toBeLessThan(5000);
    expect(size.css).toBeGreaterThan(300);
  });

  it('fails the build when the entry grows past its budget and passes below it', () => {
    const plugin = entryBudget({ entry: 'survey.html', maxJsGzipBytes: 10_000, maxCssGzipBytes: 2_000 });
    const run = (b: ReturnType<typeof bundle>) => {
      const errors: string[] = [];
      const context = { info: () => undefined, error: (message: string) => errors.push(message) };
      (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call(context, {}, b);
      return errors;
    };
    expect(run(bundle(3000))).toEqual([]);
    expect(run(bundle(20_000))[0]).toMatch(/survey\.html is over its size budget/);
  });

  it('throws when the entry is missing, so a renamed entry cannot pass unchecked', () => {
    expect(() => entrySize(bundle(10), 'src/renamed.ts')).toThrow(/not in the bundle/);
  });
});
