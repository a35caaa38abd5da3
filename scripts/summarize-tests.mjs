// Adds up the Vitest JSON reports of every step and prints the closing summary line.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const r = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  // A file that fails before its tests run (setup error) has no failed test: count the file.
  const brokenFiles = r.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  passed += r.numPassedTests;
  failed += r.numFailedTests + brokenFiles;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  console.log(
    `${file.replace('.json', '').padEnd(14)} ${r.numPassedTests} passed, ${r.numFailedTests} failed`,
  );
}
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
// A failed step with no test counted (type errors, lint) still fails the run.
const failures = failed + failedSteps.filter((s) => !/api|unit|browser/.test(s)).length;
console.log(`${passed} passed, ${failures} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures > 0 || failedSteps.length > 0 ? 1 : 0);
