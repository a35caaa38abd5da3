import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Headless, no background traffic; every host but loopback fails to resolve, so the page cannot reach out.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export interface PageFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Accessibility audits that failed (id), empty when the score is 100. */
  a11yFailures: string[];
  /** Performance audits scored below 0.9, with Lighthouse's display value. */
  perfFindings: string[];
  /** Requests to hosts other than loopback (blocked by the resolver rule). */
  offHostRequests: string[];
  /** Bytes gzip/brotli would save on text responses (0 when the server compresses). */
  compressionSavingsBytes: number;
  benchmarkIndex: number;
}

function numeric(lhr: Result, id: string): number {
  const v = lhr.audits[id]?.numericValue;
  if (typeof v !== 'number') throw new Error(`lighthouse: no numeric value for ${id}`);
  return v;
}

function categoryScore(lhr: Result, id: string): number {
  const s = lhr.categories[id]?.score;
  if (typeof s !== 'number') throw new Error(`lighthouse: no score for category ${id}`);
  return Math.round(s * 100);
}

function failingAudits(lhr: Result, category: string, below: number): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return (
    refs
      // 'metrics' are reported as figures; 'hidden' holds the insight twins of the diagnostics and TTI.
      .filter((r) => r.group !== 'metrics' && r.group !== 'hidden')
      .map((r) => lhr.audits[r.id])
      .filter((a) => a && a.score !== null && a.score < below && a.scoreDisplayMode !== 'informative')
      .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id))
  );
}

function compressionSavings(lhr: Result): number {
  const details = lhr.audits['uses-text-compression']?.details;
  return details?.type === 'opportunity' ? (details.overallSavingsBytes ?? 0) : 0;
}

function offHost(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items
    .map((i) => String(i.url ?? ''))
    .filter((u) => u.startsWith('http') && !u.startsWith('http://127.0.0.1'));
}

/** Rejects after `ms` so a hung browser cannot hold the benchmark forever. */
function within<T>(ms: number, what: string, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One Lighthouse navigation with the default (mobile) configuration in a fresh Chromium,
 * performance and accessibility only.
 */
export async function auditOnce(url: string, timeoutMs = 150_000): Promise<PageFigures> {
  const chrome = await within(
    30_000,
    'chromium launch',
    chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' }),
  );
  try {
    const result = await within(
      timeoutMs,
      `lighthouse ${url}`,
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        maxWaitForLoad: 45_000,
      }),
    );
    if (!result) throw new Error(`lighthouse ${url}: no result`);
    const lhr = result.lhr;
    // LH_REPORT_DIR keeps each full report, to see which element shifted or painted last.
    const reportDir = process.env.LH_REPORT_DIR;
    if (reportDir) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      writeFileSync(join(reportDir, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError)
      throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      performance: categoryScore(lhr, 'performance'),
      accessibility: categoryScore(lhr, 'accessibility'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      a11yFailures: failingAudits(lhr, 'accessibility', 1),
      perfFindings: failingAudits(lhr, 'performance', 0.9),
      offHostRequests: offHost(lhr),
      compressionSavingsBytes: compressionSavings(lhr),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
