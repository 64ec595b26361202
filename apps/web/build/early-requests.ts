import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The rollup input name of src/early/early-requests.ts (vite.config.ts). */
export const EARLY_REQUESTS_INPUT = 'early';
const SOURCE = '/src/early/early-requests.ts';

/**
 * Puts the early-requests entry first in index.html's head as an async module script: having no imports, it runs
 * as soon as its file arrives, before the app's scripts have loaded (src/early/early-requests.ts says why).
 */
export function earlyRequests(): Plugin {
  return {
    name: 'fsp-early-requests',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] | undefined {
        if (!context.path.endsWith('/index.html')) return undefined;
        let src = SOURCE;
        if (context.bundle) {
          const chunk = Object.values(context.bundle).find((f) => f.type === 'chunk' && f.isEntry && f.name === EARLY_REQUESTS_INPUT);
          if (!chunk || chunk.type !== 'chunk') throw new Error(`the ${EARLY_REQUESTS_INPUT} entry is not in the bundle`);
          if (chunk.imports.length) throw new Error(`${chunk.fileName} must import nothing (it would wait for ${chunk.imports.join(', ')})`);
          src = `/${chunk.fileName}`;
        }
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head-prepend' }];
      },
    },
  };
}
