import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
  },
  // The server's render bundle (build --ssr) carries its own copy of every dependency, so it runs from
  // any build directory (tests and benchmarks build elsewhere) without resolving node_modules.
  ssr: { noExternal: true },
}));
