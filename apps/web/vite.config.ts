import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// React Router 7 exports only its development build (dev warnings, ~13 KB gzipped more), whatever the
// mode: remix-run/react-router#14102. Production builds take the production files it ships beside it.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = join(reactRouterDir, 'dist/production/index.mjs');

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [react()],
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
  },
  // The server's render bundle (build --ssr) carries its own copy of every dependency, so it runs from
  // any build directory (tests and benchmarks build elsewhere) without resolving node_modules.
  ssr: { noExternal: true },
}));
