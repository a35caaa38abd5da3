import { readFileSync } from 'node:fs';

// Sums a V8 CPU profile (`node --cpu-prof`, BENCH_CPU_PROF) by where the time went: self time by
// function and by file or package, over the stretch where `marker` (a function of the measured route)
// is on the stack, so start-up and the bench's own set-up calls are left out.
// Usage: npx tsx bench/lib/profile.ts <file.cpuprofile> [marker=createBooking] [requests]

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, marker = 'createBooking', requests] = process.argv.slice(2);
if (!file) throw new Error('usage: profile.ts <file.cpuprofile> [marker] [requests]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

function stack(id: number): Node[] {
  const out: Node[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const n = byId.get(at);
    if (n) out.push(n);
  }
  return out;
}

/** Where a frame's code lives: a package, Node's own code, our file, or V8's pseudo-frames. */
function place(n: Node): string {
  const { url, functionName } = n.callFrame;
  if (!url) return `(${functionName || 'anonymous'})`;
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return `package ${pkg[1]}`;
  if (url.startsWith('node:')) return 'node internals';
  const ours = url.match(/\/(apps|packages)\/(.+)$/);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

// The stretch where the marker runs: from its first sample to its last.
const times: number[] = [];
let t = 0;
for (const d of profile.timeDeltas) {
  t += d;
  times.push(t);
}
const marked = profile.samples
  .map((id, i) => (stack(id).some((n) => n.callFrame.functionName === marker) ? i : -1))
  .filter((i) => i >= 0);
const first = marked[0] ?? 0;
const last = marked.at(-1) ?? profile.samples.length - 1;

const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
// Inclusive: each function once per sample, wherever it is on the stack.
const inclusive = new Map<string, number>();
let total = 0;
let idle = 0;
for (let i = first; i <= last; i++) {
  const id = profile.samples[i] as number;
  const dt = (times[i + 1] ?? times[i] ?? 0) - (times[i] ?? 0);
  const n = byId.get(id);
  if (!n) continue;
  total += dt;
  if (n.callFrame.functionName === '(idle)') idle += dt;
  const p = place(n);
  byPlace.set(p, (byPlace.get(p) ?? 0) + dt);
  const f = `${n.callFrame.functionName || '(anonymous)'} ${p}:${n.callFrame.lineNumber + 1}`;
  byFunction.set(f, (byFunction.get(f) ?? 0) + dt);
  const seen = new Set(stack(id).map((s) => `${s.callFrame.functionName || '(anonymous)'} ${place(s)}`));
  for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
}

const ms = (us: number) => (us / 1000).toFixed(0);
const pct = (us: number) => `${((us / total) * 100).toFixed(1)} %`;
const top = (m: Map<string, number>, n: number) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`window ${ms(total)} ms (samples ${first}..${last}), idle ${ms(idle)} ms (${pct(idle)})`);
if (requests) {
  const busy = total - idle;
  console.log(
    `busy CPU per request: ${(busy / 1000 / Number(requests)).toFixed(2)} ms (${requests} requests)`,
  );
}
console.log('\nself time by file or package');
for (const [k, v] of top(byPlace, 30)) console.log(`${pct(v).padStart(8)} ${ms(v).padStart(7)} ms  ${k}`);
console.log('\nself time by function');
for (const [k, v] of top(byFunction, 40)) console.log(`${pct(v).padStart(8)} ${ms(v).padStart(7)} ms  ${k}`);
console.log('\ntotal time by function (itself and what it calls)');
for (const [k, v] of top(inclusive, 60)) console.log(`${pct(v).padStart(8)} ${ms(v).padStart(7)} ms  ${k}`);
