/**
 * Bundles the API into one ESM file, dist/server.js, for `npm start` and
 * production. Runtime dependencies stay external and load from node_modules
 * (native addons such as argon2, PGlite's WASM files and Fastify's plugins
 * must not be bundled); the workspace package @huella/shared is TypeScript
 * source, so it is bundled. See docs/decisions/0002-api-bundle-with-esbuild.md.
 *
 * Code loaded with a dynamic import() becomes a chunk of its own (dist/chunks/):
 * the demo data and its picture generator are loaded only when seeding, so
 * they are not part of what a production server loads. The build's metafile
 * (dist/meta.json) says which file holds which source.
 *
 * `--outdir <dir>` builds elsewhere (the reliability suite inspects a build).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));

const bundled = new Set(['@huella/shared']);
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

const outdirFlag = process.argv.indexOf('--outdir');
const outdir =
  outdirFlag === -1 ? path.join(apiDir, 'dist') : path.resolve(process.argv[outdirFlag + 1]);
rmSync(outdir, { recursive: true, force: true });

const result = await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/server.ts', 'src/db/pglite-worker.js'],
  outdir,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Node built-ins are external on platform node; CommonJS code that calls
  // require() inside the ESM bundle needs a require of its own.
  banner: {
    js: "import { createRequire as __huellaCreateRequire } from 'node:module'; const require = __huellaCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
  metafile: true,
});

writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `api: dist/server.js and its chunks (${(bytes / 1024).toFixed(0)} KiB with source maps)`,
);
