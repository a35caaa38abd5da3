// After `vite build`: writes .br and .gz beside every text asset so the server sends them compressed
// (@fastify/static's preCompressed) without spending CPU on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'apps/web/dist';
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;
let files = 0;
const walk = (d) => {
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    // ssr/ (the server's render bundle) and .vite/ (the build manifest) are never sent to browsers.
    if (statSync(p).isDirectory()) name !== 'ssr' && name !== '.vite' && walk(p);
    else if (TEXT.test(name) && statSync(p).size >= 1024) {
      const body = readFileSync(p);
      writeFileSync(
        `${p}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${p}.gz`, gzipSync(body, { level: 9 }));
      files++;
    }
  }
};
walk(dir);
console.log(`precompressed ${files} files in ${dir}`);
