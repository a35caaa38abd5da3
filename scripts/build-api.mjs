// Builds the server (apps/api with packages/domain) into apps/api/dist as plain JavaScript, so a
// production start runs `node apps/api/dist/main.js` with no TypeScript transpiler loaded (decision 0120).
// Installed packages stay external: they are in node_modules, with their own files (PGlite's wasm and
// data, argon2's binary, the Swagger UI assets) found from there as usual.
import { copyFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// An other folder (tests) must sit under the repository, so the installed packages resolve from it.
const outdir = process.argv[2] ? resolve(process.argv[2]) : join(root, 'apps/api/dist');
rmSync(outdir, { recursive: true, force: true });

/** Bare imports are installed packages (external), except our own workspace, which is TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@salon/') || args.path.startsWith('node:') ? undefined : { external: true },
    );
  },
};

const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: { main: 'apps/api/src/main.ts', cli: 'apps/api/src/db/cli.ts' },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
  // The domain's English catalogue is the server's ('default' condition of #messages-en).
  conditions: ['node'],
  // Kept beside the source's layout (apps/api/dist ~ apps/api/src): config.ts finds apps/web/dist the same way.
  banner: { js: '// Built by scripts/build-api.mjs from apps/api/src: do not edit.' },
});
// The baseline migration reads its SQL beside the module that runs it (chunks sit in outdir).
copyFileSync(join(root, 'apps/api/src/db/migrations/0000-baseline.sql'), join(outdir, '0000-baseline.sql'));
console.log(`built ${outdir} in ${Date.now() - started} ms`);
