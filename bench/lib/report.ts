import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));

export function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** Replaces (or appends) the section between this benchmark's markers in docs/benchmarks.md. */
export function writeSection(id: string, markdown: string) {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text =
      '# Benchmarks\n\nEach section is rewritten by its script under bench/. Figures are medians of repeated runs.\n';
  }
  const start = `<!-- bench:${id} -->`;
  const end = `<!-- /bench:${id} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = re.test(text) ? text.replace(re, block) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
}
