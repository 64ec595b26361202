/**
 * Compiles the server into one JavaScript file, dist/main.js, that `npm start` runs with plain `node`.
 * Running the TypeScript through tsx instead costs ~75 MB of resident memory for its loader (a second
 * V8 isolate for the module hooks) for the whole life of the process (docs/performance.md).
 *
 * Our sources and @fsp/domain (TypeScript) are bundled; every npm package stays an import from
 * node_modules. Each source's `import.meta.url` is rewritten to the source file's own URL (relative to
 * the bundle), so paths computed from it (migrations, the web app's dist) stay what they are under tsx.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.join(serverDir, 'dist/main.js');
const pkg = JSON.parse(await readFile(path.join(serverDir, 'package.json'), 'utf8'));
// esbuild comes with tsx (a root devDependency); resolved from there, however npm laid node_modules out.
const require = createRequire(import.meta.url);
const esbuild = createRequire(require.resolve('tsx'))('esbuild');

const sourceUrls = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const relative = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

await esbuild.build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})],
  plugins: [sourceUrls],
  logLevel: 'warning',
});
