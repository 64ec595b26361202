import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

// The build does not refuse a rule left open: it nests every later rule inside it, and they silently stop
// applying (a merge once left the planning board's tab line unstyled this way).
describe('style sheets', () => {
  const files = cssFiles(SRC);

  it('are found', () => {
    expect(files.some((file) => file.endsWith('planning-grid.css'))).toBe(true);
  });

  for (const file of files) {
    it(`${path.relative(SRC, file)} closes every block and nests no rule`, () => {
      const root = postcss.parse(readFileSync(file, 'utf8'), { from: file });
      const nested: string[] = [];
      root.walkRules((rule) => {
        if (rule.parent?.type === 'rule') nested.push(`${(rule.parent as postcss.Rule).selector} > ${rule.selector}`);
      });
      expect(nested).toEqual([]);
    });
  }
});
