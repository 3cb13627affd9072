#!/usr/bin/env node
// Chromium benchmark of the form renderer (issue 4): a generated compiled form of 250 fields in
// ten sections plus three tables of ten rows (route /formBench, no server needed), measuring
// time to first render and keystroke latency with performance marks inside the page.
// Targets: first render < 300 ms, keystroke p95 < 16 ms.
//
// Usage (after `npm run build:bench`, the build that routes /formBench):  node e2e/bench/form-bench.mjs [--loads 5] [--keys 100]
// Serves ./dist itself; Debian's chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const loads = arg('loads', 5);
const keys = arg('keys', 100);
// the same flags as playwright.config.ts
const launchArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic',
  '--no-first-run', '--disable-component-update', '--disable-sync',
];

if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build:bench` first');
  process.exit(1);
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (path.startsWith('/api/')) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 404, success: false, msg: 'no server in the benchmark', data: null }));
    return;
  }
  let file = normalize(join(dist, path));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
};
const fmt = (n) => `${n.toFixed(1)} ms`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: launchArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const firsts = [];
  for (let i = 0; i < loads; i += 1) {
    await page.goto(`${base}/formBench`);
    await page.waitForFunction(() => window.__formBench?.firstRenderMs !== undefined && window.__formBench?.allSectionsMs !== undefined, null, { timeout: 60_000 });
    firsts.push(await page.evaluate(() => ({ ...window.__formBench })));
  }
  const fields = await page.locator('[id^="root_"]').count();
  const tables = await page.locator('.form-table').count();

  async function typeInto(selector) {
    await page.evaluate(() => (window.__formBench.keys = []));
    const input = page.locator(selector);
    await input.scrollIntoViewIfNeeded();
    await input.click();
    for (let i = 0; i < keys; i += 1) {
      await page.keyboard.press(i % 10 === 9 ? 'Backspace' : 'KeyA');
      await page.waitForTimeout(15);
    }
    await page.waitForTimeout(100);
    return page.evaluate(() => [...window.__formBench.keys]);
  }
  const fieldKeys = await typeInto('#root_f120');
  const cellKeys = await typeInto('#root_t1_3_c1');
  // the floor of this machine: a bare <input> outside React on the same page, measured the same way
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.id = 'bench-bare-input';
    Object.assign(input.style, { position: 'fixed', top: '0', left: '0', zIndex: '9999' });
    document.body.appendChild(input);
  });
  const bareKeys = await typeInto('#bench-bare-input');

  const report = (label, values) =>
    console.log(`${label.padEnd(34)} n=${String(values.length).padStart(3)}  median ${fmt(quantile(values, 0.5))}  p95 ${fmt(quantile(values, 0.95))}  max ${fmt(Math.max(...values))}`);
  console.log(`form: ${fields} elements with root_ ids, ${tables} tables; chromium ${browser.version()}`);
  report('first render (render→frame)', firsts.map((f) => f.firstRenderMs));
  report('first commit (render→commit)', firsts.map((f) => f.firstCommitMs));
  report('navigation→first frame', firsts.map((f) => f.sinceNavigationMs));
  report('all sections rendered (idle)', firsts.map((f) => f.allSectionsMs));
  report('keystroke, text field (section 5)', fieldKeys);
  report('keystroke, table cell (table 2)', cellKeys);
  report('keystroke, bare <input> (floor)', bareKeys);
  const firstMedian = quantile(firsts.map((f) => f.firstRenderMs), 0.5);
  const keyP95 = quantile([...fieldKeys, ...cellKeys], 0.95);
  console.log(`targets: first render ${fmt(firstMedian)} < 300 ms ${firstMedian < 300 ? 'OK' : 'MISSED'}; keystroke p95 ${fmt(keyP95)} < 16 ms ${keyP95 < 16 ? 'OK' : 'MISSED'}`);
} finally {
  await browser.close();
  server.close();
}
