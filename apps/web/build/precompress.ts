import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes a .br and a .gz beside every text file of the build; the server sends the best one the browser
 * accepts (@fastify/static preCompressed), so nothing is compressed per request and brotli's slow top
 * quality costs build time only.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const file = path.join(dir, name);
          if (statSync(file).isDirectory()) walk(file);
          else if (COMPRESSIBLE.test(name)) {
            const raw = readFileSync(file);
            const gz = gzipSync(raw, { level: 9 });
            if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
            const br = brotliCompressSync(raw, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
            });
            if (br.length < raw.length) writeFileSync(`${file}.br`, br);
          }
        }
      };
      walk(outDir);
    },
  };
}
