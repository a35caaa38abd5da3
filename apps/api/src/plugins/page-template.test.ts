import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { routeChunkFiles, withInlineStyles, withScriptsAfterPaint } from './page-template.ts';

const INDEX = `<!doctype html>
<html lang="vi">
  <head>
    <title>Moyo</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/query-2.js">
    <link rel="stylesheet" crossorigin href="/assets/style-3.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Runs the page's inline loader against a fake document, with frames and timers run by hand. */
function runLoader(html: string, readyState: 'loading' | 'complete') {
  const code = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const appended: Array<Record<string, string>> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const listeners: Array<() => void> = [];
  const document = {
    readyState,
    head: { appendChild: (el: Record<string, string>) => appended.push(el) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, fn: () => void) => type === 'DOMContentLoaded' && listeners.push(fn),
  };
  runInNewContext(code, {
    document,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
  });
  return { appended, frames, timers, listeners };
}

describe('the template of rendered pages', () => {
  it('drops the script tags that would download at once and keeps everything else', () => {
    const html = withScriptsAfterPaint(INDEX);
    expect(html).not.toContain('modulepreload" crossorigin href');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-3.css">');
    expect(html).toContain('<div id="root"></div>');
  });

  it('requests the scripts after the parsed page has had a frame, preloads first, once', () => {
    const run = runLoader(withScriptsAfterPaint(INDEX), 'loading');
    expect(run.appended).toEqual([]);
    expect(run.frames).toHaveLength(0);
    for (const fn of run.listeners) fn();
    expect(run.appended).toEqual([]);
    for (const fn of run.frames) fn();
    const afterFrame = run.timers.find((t) => t.ms === 0);
    afterFrame?.fn();
    expect(run.appended).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/react-1.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/query-2.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-abc.js' },
    ]);
    // The fallback for a tab with no frames does not load the app twice.
    for (const t of run.timers) t.fn();
    expect(run.appended).toHaveLength(3);
  });

  it('starts after a second in a tab that draws no frames', () => {
    const run = runLoader(withScriptsAfterPaint(INDEX), 'complete');
    const fallback = run.timers.find((t) => t.ms === 1000);
    fallback?.fn();
    expect(run.appended.at(-1)).toMatchObject({ tag: 'script', src: '/assets/index-abc.js' });
  });

  it("preloads the page's route chunks with the app's, each once", () => {
    const run = runLoader(
      withScriptsAfterPaint(INDEX, ['/assets/home-page-9.js', '/assets/query-2.js', '/assets/index-abc.js']),
      'complete',
    );
    run.timers.find((t) => t.ms === 1000)?.fn();
    expect(run.appended.map((el) => el.href ?? el.src)).toEqual([
      '/assets/react-1.js',
      '/assets/query-2.js',
      '/assets/home-page-9.js',
      '/assets/index-abc.js',
    ]);
  });

  it('finds a route chunk and what it imports in the build manifest', () => {
    const manifest = {
      'index.html': { file: 'assets/index-abc.js', imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_texts-4.js': { file: 'assets/texts-4.js', imports: ['_react-1.js'] },
      'src/routes/home/home-page.tsx': {
        file: 'assets/home-page-9.js',
        imports: ['index.html', '_texts-4.js', '_react-1.js'],
      },
    };
    expect(routeChunkFiles(manifest, 'src/routes/home/home-page.tsx')).toEqual([
      '/assets/home-page-9.js',
      '/assets/index-abc.js',
      '/assets/react-1.js',
      '/assets/texts-4.js',
    ]);
    expect(routeChunkFiles(manifest, 'src/routes/nothing.tsx')).toEqual([]);
  });

  it('leaves a page without the expected script tag as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withScriptsAfterPaint(plain)).toBe(plain);
  });
});

describe('withInlineStyles', () => {
  const dist = mkdtempSync(join(tmpdir(), 'inline-css-'));
  mkdirSync(join(dist, 'assets'));
  const page = '<head><link rel="stylesheet" crossorigin href="/assets/app-1.css"></head>';
  const inline = (css: string) => {
    writeFileSync(join(dist, 'assets', 'app-1.css'), css);
    return withInlineStyles(page, dist);
  };

  it('inlines a stylesheet whose url()s are data: or absolute, which read the same from any page', () => {
    const css = `.a{background:url("data:image/svg+xml,%3Csvg%3E")}.b{background:url(/images/x.svg)}`;
    expect(inline(css)).toBe(`<head><style>${css}</style></head>`);
  });

  it('keeps the link when a url() is relative to /assets/ or the CSS could close the element', () => {
    expect(inline('.a{background:url(logo.png)}')).toBe(page);
    expect(inline(".a{background:url('./logo.png')}")).toBe(page);
    expect(inline('.a{content:"</style>"}')).toBe(page);
  });
});
