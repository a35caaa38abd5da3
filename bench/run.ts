import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// npm run bench [-- name ...]: runs bench/<name>.bench.ts (all when none given), one after another.
const dir = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const all = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
const chosen = wanted.length ? all.filter((f) => wanted.some((w) => f.startsWith(w))) : all;
for (const file of chosen) {
  console.log(`\n== ${file}`);
  const r = spawnSync('npx', ['tsx', `${dir}${file}`], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = 1;
}
