#!/usr/bin/env node
// Chromium benchmark of the form renderer (issue 4, issue 16), measuring time to first render and
// keystroke latency with performance marks inside the page (route /formBench, no server needed):
// - generated: a compiled form of 250 fields in ten sections plus three tables of ten rows;
// - register 500 / register 2000: the company registration form (forms/company_registration.json,
//   as the server compiles it for `apply`: forms/tests/golden/compiled.json, which a Rust test
//   keeps current) with a shareholder register `shareHolderList` of 500 rows (a windowed table)
//   and of 2,000 rows (frozen: text cells, so no keystroke in it).
// Targets: first render < 300 ms, keystroke p95 < 16 ms.
//
// Usage (after `npm run build:bench`, the build that routes /formBench):
//   node e2e/bench/form-bench.mjs [--loads 5] [--keys 100] [--only generated|register]
//   node e2e/bench/form-bench.mjs --serve     (serves the pages to look at, until stopped)
// Serves ./dist itself and answers the compiled-form and dictionary calls the page makes;
// Debian's chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
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
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
// the server's own compilations of the form definitions (for the register scenarios)
const compiled = JSON.parse(readFileSync(new URL('../../../forms/tests/golden/compiled.json', import.meta.url), 'utf8'));
const dictionaries = {
  organType: [['1', '机构'], ['2', '个人'], ['3', '产品']],
  certificateType: [['1', '身份证'], ['2', '护照'], ['3', '统一社会信用代码']],
};
/** What the bench server answers for the page's calls: the compiled form, dictionaries; else 404. */
function apiAnswer(url) {
  const ok = (data) => ({ code: 200, success: true, msg: '操作成功', data });
  if (url.pathname.endsWith('/otc-flow/form/compiled')) {
    const form = compiled[`${url.searchParams.get('formId')}/${url.searchParams.get('nodeId')}`];
    return form ? ok(form) : null;
  }
  if (url.pathname.endsWith('/dict-biz/dictionary')) {
    const items = dictionaries[url.searchParams.get('code')] ?? [['1', '选项一'], ['2', '选项二'], ['3', '选项三']];
    return ok(items.map(([dictKey, dictValue]) => ({ dictKey, dictValue })));
  }
  return null;
}
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
  const url = new URL(req.url ?? '/', 'http://x');
  const path = decodeURIComponent(url.pathname);
  if (path.startsWith('/api/')) {
    const answer = apiAnswer(url);
    res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ?? { code: 404, success: false, msg: 'no server in the benchmark', data: null }));
    return;
  }
  let file = normalize(join(dist, path));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
if (process.argv.includes('--serve')) {
  console.log(`${base}/formBench and ${base}/formBench?formId=company_registration&nodeId=apply&rows=500`);
  await new Promise(() => undefined);
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
};
const fmt = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');

/** The scenarios: the page to load, a text field and a table cell to type into. */
const register = (rows) => ({
  name: `company registration, ${rows}-row register`,
  url: `/formBench?formId=company_registration&nodeId=apply&rows=${rows}`,
  field: null, // the form's first plain text field outside a table, found once rendered
  cell: '#root_shareHolderList_2_holderName',
});
const scenarios = [
  { name: 'generated 250 fields, three 10-row tables', url: '/formBench', field: '#root_f120', cell: '#root_t1_3_c1', group: 'generated' },
  { ...register(500), group: 'register' },
  { ...register(2000), group: 'register' },
].filter((s) => !only || s.group === only);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: launchArgs });
const report = (label, values) =>
  values.length
    ? console.log(`  ${label.padEnd(34)} n=${String(values.length).padStart(3)}  median ${fmt(quantile(values, 0.5))}  p95 ${fmt(quantile(values, 0.95))}  max ${fmt(Math.max(...values))}`)
    : console.log(`  ${label.padEnd(34)} none`);
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  console.log(`chromium ${browser.version()}; ${loads} loads, ${keys} keys per field`);

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

  let floor = null;
  for (const scenario of scenarios) {
    const firsts = [];
    for (let i = 0; i < loads; i += 1) {
      await page.goto(`${base}${scenario.url}`);
      await page.waitForFunction(() => window.__formBench?.firstRenderMs !== undefined && window.__formBench?.allSectionsMs !== undefined, null, { timeout: 120_000 });
      firsts.push(await page.evaluate(() => ({ ...window.__formBench })));
    }
    const fields = await page.locator('[id^="root_"]').count();
    const tables = await page.locator('.form-table').count();
    const modes = await page.locator('.form-table[data-table-mode]').evaluateAll((ts) => ts.map((t) => `${t.id.replace(/^root_/, '')}:${t.getAttribute('data-table-mode')}`));
    const renderedRows = await page.locator('#root_shareHolderList tbody > tr[data-row]').count();
    // a plain text field outside the tables: not a select, date or search box
    const field =
      scenario.field ??
      (await page.evaluate(() => {
        const inputs = [...document.querySelectorAll('input[id^="root_"]')].filter(
          (el) => el.type === 'text' && !el.readOnly && !el.closest('.form-table, .ant-select, .ant-picker') && !/name/i.test(el.id),
        );
        return inputs.length ? `#${inputs[0].id}` : null;
      }));
    const cellExists = (await page.locator(scenario.cell).count()) > 0 && (await page.locator(`input${scenario.cell}`).count()) > 0;

    console.log(`\n${scenario.name}: ${fields} elements with root_ ids, ${tables} tables (${modes.join(', ')}), ${renderedRows || 'no'} register rows rendered`);
    report('first render (render→frame)', firsts.map((f) => f.firstRenderMs));
    report('first commit (render→commit)', firsts.map((f) => f.firstCommitMs));
    report('navigation→first frame', firsts.map((f) => f.sinceNavigationMs));
    report('all sections rendered (idle)', firsts.map((f) => f.allSectionsMs));
    const fieldKeys = field ? await typeInto(field) : [];
    report(`keystroke, text field ${field ?? ''}`, fieldKeys);
    const cellKeys = cellExists ? await typeInto(scenario.cell) : [];
    report(cellExists ? `keystroke, table cell ${scenario.cell}` : 'keystroke, table cell (frozen: none)', cellKeys);
    if (!floor) {
      // the floor of this machine: a bare <input> outside React on the same page, measured the same way
      await page.evaluate(() => {
        const input = document.createElement('input');
        input.id = 'bench-bare-input';
        Object.assign(input.style, { position: 'fixed', top: '0', left: '0', zIndex: '9999' });
        document.body.appendChild(input);
      });
      floor = await typeInto('#bench-bare-input');
      report('keystroke, bare <input> (floor)', floor);
    }
    const firstMedian = quantile(firsts.map((f) => f.firstRenderMs), 0.5);
    const keyP95 = quantile([...fieldKeys, ...cellKeys], 0.95);
    console.log(`  targets: first render ${fmt(firstMedian)} < 300 ms ${firstMedian < 300 ? 'OK' : 'MISSED'}; keystroke p95 ${fmt(keyP95)} < 16 ms ${keyP95 < 16 ? 'OK' : 'MISSED'}`);
  }
} finally {
  await browser.close();
  server.close();
}
