import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TAB_NODE, tabAnnouncementInReadersLanguage } from './tab-announcement';

const require = createRequire(import.meta.url);
/** The module the app's tabs are built from (antd's own dependency). */
const tabNodePath = path.join(path.dirname(require.resolve('@rc-component/tabs/package.json', { paths: [path.dirname(require.resolve('antd'))] })), 'es/TabNavList/TabNode.js');

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = tabAnnouncementInReadersLanguage().transform as unknown as Transform;
const context = { error: (message: string): never => { throw new Error(message); } };

describe('tab position announcement', () => {
  it("leaves the installed rc-tabs' live region empty instead of an English 'Tab 2 of 5'", () => {
    expect(TAB_NODE.test(tabNodePath)).toBe(true);
    const source = readFileSync(tabNodePath, 'utf8');
    expect(source).toContain('of ${tabCount}');
    const out = transform.call(context, source, tabNodePath)!;
    expect(out.code).not.toContain('of ${tabCount}');
    expect(out.code).toContain('"aria-live": "polite"');
  });

  it('fails the build when the text has changed, and leaves other modules alone', () => {
    expect(() => transform.call(context, 'export const x = 1;', tabNodePath)).toThrow(/update build\/tab-announcement\.ts/);
    expect(transform.call(context, 'const t = `Tab ${currentPosition} of ${tabCount}`;', '/x/other.js')).toBeNull();
  });
});
