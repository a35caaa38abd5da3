import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorker } from './service-worker/build-plugin.ts';

// React Router 7 exports only its development build (dev warnings, ~13 KB gzipped more), whatever the
// mode: remix-run/react-router#14102. Production builds take the production files it ships beside it.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = join(reactRouterDir, 'dist/production/index.mjs');

// React Router's production files create their contexts and components with React.createContext /
// forwardRef / memo calls that carry no /* @__PURE__ */ mark, and set displayName on each: the bundler
// must keep every one, and what they reach (Form, ScrollRestoration, framework-mode prefetching…),
// even when the app never uses them. Marking the calls pure and dropping the displayNames (DevTools
// labels only) lets it drop the unused ones: ~1.3 KB gzipped of first-load JS.
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler(code) {
        return code
          .replace(/^\s*[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(
            /(?<!@__PURE__ \*\/ )\b(React\d*)\.(createContext|forwardRef|memo)\(/g,
            '/* @__PURE__ */ $1.$2(',
          );
      },
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [react(), reactRouterTreeShaking(), serviceWorker()],
  resolve:
    command === 'build' && mode === 'production'
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {},
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/otp': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The render bundle needs no public files: the browser build has them.
    copyPublicDir: !isSsrBuild,
    // One stylesheet (~8 KB compressed) in the head: a server-rendered page is styled from its first
    // paint, and a lazy route or widget never draws unstyled, then moves when its own CSS arrives.
    cssCodeSplit: false,
    // dist/.vite/manifest.json: the server preloads a rendered page's route chunk from it.
    manifest: !isSsrBuild,
    // Everything the entry imports statically goes into its one chunk. Left alone, the bundler splits
    // out each module a lazy route also imports (React, TanStack Query, the domain code…) into a chunk
    // of its own, though the entry always loads them first: ~20 files compressed apart cost ~3-4 KB
    // gzipped more than one.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The domain package has no module side effects (no top-level calls): a module that only
          // re-exports (its index.ts barrels) then ties nobody to the modules behind it, so the entry
          // keeps the domain code it uses and each lazy route the rest (~4 KB gzipped the entry
          // carried for other routes).
          treeshake: { moduleSideEffects: (id: string) => !/packages[\\/]domain[\\/]src[\\/]/.test(id) },
          output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
        },
  },
  // The server's render bundle (build --ssr) carries its own copy of every dependency, so it runs from
  // any build directory (tests and benchmarks build elsewhere) without resolving node_modules.
  ssr: { noExternal: true },
}));
