#!/usr/bin/env node
// The traceability matrix of the spec (issue 24 item 3): every item of the three documents in
// docs/spec/ (a copy of ../shared/spec/, checked equal when that folder is there) → the files
// that implement it → the tests that prove it, written to docs/spec-trace.md.
//
// Items. In each numbered section (`## N. …`) every bullet, table row and paragraph that states
// something is an item `<doc>§<section>.<n>` (n counts them in order within the section; a
// bullet or paragraph that only introduces what follows, ending in ':', is not one). Besides, each
// route of §2, each call path of §7 and each Chinese or quoted message of §5 and §8 is an item of
// its own, `<doc>§<section> <key>`: `01§2 /sealAdmin`, `01§7 bondPayment/queryBondPaymentInfos`
// (a call's key is its path without /api/ and the service), `01§8 清除完毕`. An item saying only
// that something is "not shown" is n/a.
//
// Evidence. A comment `spec: <id> [<id> …]` in a test names the items it proves; in other source
// it names what the file implements. Tests are server/tests, engine/tests, *.test.ts(x),
// frontend/e2e, frontend/src/test and, in Rust source, whatever follows `#[cfg(test)]`. A route,
// call or message is also implemented where its key appears literally in source (frontend/src,
// server/src, engine/src, flows, forms, queries, migrations) and tested where it appears in a
// test. A bullet needs a test naming it, and an implementation: a source file naming it, its own
// routes, calls and messages all implemented, or else what the naming test exercises (the module
// beside a unit test, the Rust module a test sits in or `use`s, the calls and routes of the test).
//
//   node scripts/spec-trace.mjs           check docs/spec-trace.md is what this produces
//   node scripts/spec-trace.mjs --write   write it
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DOCS = [
  { doc: '01', file: '01-platform-shell.md' },
  { doc: '02', file: '02-application-forms.md' },
  { doc: '03', file: '03-bond-pledge-widgets.md' },
];

const HAN = '\\u4e00-\\u9fff';
const CJK_PUNCT = '\\u3000-\\u303f\\uff00-\\uffef…“”‘’';
const isHan = (c) => /[\u4e00-\u9fff]/.test(c);
const isCjk = (c) => new RegExp(`[${HAN}${CJK_PUNCT}]`).test(c);

// ---------------------------------------------------------------- the spec's items

/** The blocks of a document's numbered sections: bullets, table rows and paragraphs. */
function blocksOf(text) {
  const blocks = [];
  let section = null;
  let sub = null;
  let tableRow = -1;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    const heading = /^## (\d+)\.\s+(.*)$/.exec(line);
    if (heading) {
      section = { number: Number(heading[1]), title: heading[2] };
      sub = null;
      tableRow = -1;
      continue;
    }
    if (/^#/.test(line)) {
      sub = /^###+\s+(.*)$/.exec(line)?.[1] ?? sub;
      tableRow = -1;
      continue;
    }
    if (!section) continue;
    if (line.trim() === '') {
      tableRow = -1;
      continue;
    }
    if (/^\s*\|/.test(line)) {
      tableRow += 1;
      if (/^\s*\|[\s:|-]+\|\s*$/.test(line)) continue; // the separator
      const cells = line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
      blocks.push({ kind: tableRow === 0 ? 'header' : 'row', section, sub, cells, text: cells.join(' — '), indent: 0 });
      continue;
    }
    tableRow = -1;
    const bullet = /^(\s*)[-*] (.*)$/.exec(line);
    if (bullet) {
      blocks.push({ kind: 'bullet', section, sub, text: bullet[2].trim(), indent: bullet[1].length });
    } else if (/^\s+\S/.test(line) && blocks.length && blocks.at(-1).kind === 'bullet') {
      blocks.at(-1).text += ` ${line.trim()}`;
    } else {
      blocks.push({ kind: 'paragraph', section, sub, text: line.trim(), indent: 0 });
    }
  }
  return blocks;
}

const plain = (text) => text.replace(/\*\*/g, '').replace(/`/g, '').trim();
const introduces = (text) => /:$/.test(plain(text)) || /^\*\*[^*]+\*\*$/.test(text.trim());
const notShown = (text) => /^[^.;]*\bnot shown\.?$/i.test(plain(text));

/** Routes named in a §2 text: `/path` tokens, `children a, b` of a route, siblings `/x/a, b`, `a|b` choices. */
export function routesIn(text) {
  const found = [];
  const add = (route) => {
    for (const one of expandChoices(route.replace(/[.,:;]+$/, ''))) if (!found.includes(one)) found.push(one);
  };
  const token = /(?<![\w/.{}\u4e00-\u9fff-])#?(\/[\w{}.|-]*(?:\/[\w{}.|-]+)*|(?:\d+|[a-z]+[A-Z]\w*)\/[\w{}.|-]+(?:\/[\w{}.|-]+)*|[a-z]\w*\/\{\w+\}(?:\/[\w{}.|-]+)*)/g;
  const children = /\bchildren\s+([^.;]*)/.exec(text);
  let childSpan = null;
  if (children) {
    const base = /(?<![\w/.{}-])(\/[\w{}.|-]+(?:\/[\w{}.|-]+)*)/.exec(text)?.[1];
    if (base) {
      childSpan = [children.index, children.index + children[0].length];
      for (const part of children[1].split(',')) {
        const name = part.replace(/\([^)]*\)?/g, '').trim();
        if (/^[\w{}/|-]+$/.test(name)) add(`${base.replace(/\/$/, '')}/${name}`);
      }
    }
  }
  for (const m of text.matchAll(token)) {
    if (childSpan && m.index >= childSpan[0] && m.index < childSpan[1]) continue;
    const route = m[1];
    if (/^\d+(?:\/\d+)+[.,;:]*$/.test(route)) continue; // 5/10/15: page sizes
    if (route === '/' && !/^\s\(/.test(text.slice(m.index + m[0].length))) continue; // a slash between words
    add(route);
    if (!route.startsWith('/')) continue;
    const dir = route.slice(0, route.lastIndexOf('/') + 1);
    let rest = text.slice(m.index + m[0].length);
    for (;;) {
      const sibling = /^,\s*([A-Za-z0-9][\w-]*)(?=\s*(?:[,;.]|\(|$))/.exec(rest);
      if (!sibling) break;
      add(`${dir}${sibling[1]}`);
      rest = rest.slice(sibling[0].length);
    }
  }
  for (const m of text.matchAll(/(?<![\w/$])\{(\w+)\}(?![\w/])/g)) add(`{${m[1]}}`);
  return found;
}

function expandChoices(route) {
  const segments = route.split('/');
  let all = [''];
  segments.forEach((segment, i) => {
    const options = segment.includes('|') && !segment.includes('{') ? expandSegment(segment) : [segment];
    all = all.flatMap((prefix) => options.map((o) => (i === 0 ? o : `${prefix}/${o}`)));
  });
  return all;
}

/** `companyManage1|companyManage2` and `edit|detail` are whole alternatives. */
const expandSegment = (segment) => segment.split('|');

const SERVICE = /^(?:blade-[\w-]+|rem-[\w-]+|\{tenant\})$/;

/** A call path as the matrix keys it: no leading /api/, no service, no query. */
export function callKey(path) {
  let p = path.replace(/^\.\.\.\/?/, '').replace(/^\/+/, '').replace(/[?#].*$/, '').replace(/^api\//, '');
  const parts = p.split('/').filter(Boolean);
  if (parts.length > 2 && SERVICE.test(parts[0])) parts.shift();
  p = parts.join('/');
  return p;
}

/** Call paths named in a §7 text, with `{a, b}` groups, siblings `x/a, b` and bare `POST name`. */
export function callsIn(text) {
  const found = [];
  const add = (path) => {
    const key = callKey(path);
    if (key && !found.includes(key)) found.push(key);
  };
  let t = text.replace(/([\w./-]*)\{([^{}]*,[^{}]*)\}([\w./-]*)/g, (m, pre, inner, post) =>
    pre.endsWith('/') || post.startsWith('/') ? inner.split(',').map((s) => pre + s.trim() + post).join(', ') : m,
  );
  t = t.replace(/\?[^\s,;)]*/g, '');
  const path = /(?<![\w/.{}-])(?:\.\.\.\/|\/)?((?:[A-Za-z0-9_{}.-]+\/)+[A-Za-z0-9_{}-]+)/g;
  const bare = /\b(?:GET|POST|PUT|DELETE)\s+([A-Za-z][\w-]+)(?=\s*(?:[,;.]|\(|$))/g;
  const starts = [];
  for (const m of t.matchAll(path)) starts.push({ index: m.index, end: m.index + m[0].length, path: m[1], dir: m[1].slice(0, m[1].lastIndexOf('/') + 1) });
  for (const m of t.matchAll(bare)) starts.push({ index: m.index, end: m.index + m[0].length, path: m[1], dir: '' });
  starts.sort((a, b) => a.index - b.index);
  for (const start of starts) {
    add(start.path);
    let rest = t.slice(start.end);
    for (;;) {
      const sibling = /^(?:\s*\([^)]*\))?(?:,\s*|\s+and\s+|;\s*)([A-Za-z][\w-]*)(?=\s*(?:[,;.]|\(|$))/.exec(rest);
      if (!sibling || /^(?:GET|POST|PUT|DELETE)$/.test(sibling[1])) break;
      if (sibling[0].includes(';') && !start.dir) break;
      add(`${start.dir}${sibling[1]}`);
      rest = rest.slice(sibling[0].length);
    }
  }
  return found;
}

/** Chinese messages (and 'quoted' ones) in a §5 or §8 text. */
export function messagesIn(text) {
  const found = [];
  const add = (m) => {
    const message = m.trim();
    if (message && !found.includes(message)) found.push(message);
  };
  let i = 0;
  while (i < text.length) {
    if (!isHan(text[i])) {
      i += 1;
      continue;
    }
    let start = i;
    while (start > 0 && /[A-Za-z0-9{}[\]【（“]/.test(text[start - 1])) start -= 1;
    let end = i;
    for (;;) {
      if (end < text.length && isCjk(text[end])) {
        end += 1;
        continue;
      }
      const glue = /^[A-Za-z0-9{}[\],.\- ^]+/.exec(text.slice(end));
      if (glue && !/[,.] /.test(glue[0]) && end + glue[0].length < text.length && isCjk(text[end + glue[0].length])) {
        end += glue[0].length;
        continue;
      }
      const tail = /^(?: \d+[A-Za-z]*(?![\w])|[A-Za-z0-9!?]+)/.exec(text.slice(end));
      if (tail && !(tail[0].startsWith(' ') && /^ \d+[A-Za-z]*\s+[a-z]/.test(text.slice(end)))) end += tail[0].length;
      break;
    }
    add(text.slice(start, end));
    i = end;
  }
  for (const m of text.matchAll(/(?<![A-Za-z])'([^']{2,})'(?![A-Za-z])/g)) add(m[1]);
  return found;
}

/** Every item of one document. */
export function parseSpec(doc, text) {
  const items = [];
  const blocks = blocksOf(text);
  const ordinals = new Map();
  const seenKeys = new Set();
  blocks.forEach((block, index) => {
    if (block.kind === 'header') return;
    const next = blocks[index + 1];
    const hasChildren = block.kind === 'bullet' && next?.kind === 'bullet' && next.indent > block.indent && next.section === block.section;
    if ((hasChildren && introduces(block.text)) || (block.kind === 'paragraph' && (/:$/.test(block.text) || /\b(below|above)\.$/.test(block.text) || /under point \d/.test(block.text)))) {
      block.intro = true;
      return;
    }
    const number = block.section.number;
    const n = (ordinals.get(number) ?? 0) + 1;
    ordinals.set(number, n);
    let parent = null;
    if (block.kind === 'bullet' && block.indent > 0) {
      for (let j = index - 1; j >= 0; j -= 1) {
        if (blocks[j].kind === 'bullet' && blocks[j].indent < block.indent) {
          parent = blocks[j];
          break;
        }
      }
    }
    const context = [block.sub, parent?.intro ? plain(parent.text).replace(/:$/, '') : null].filter(Boolean);
    const text = plain(block.text);
    const item = {
      id: `${doc}§${number}.${n}`, doc, section: number, sectionTitle: block.section.title,
      kind: 'item', text: context.length ? `${context.join(' › ')} › ${text}` : text, keys: [],
      na: block.kind !== 'row' && notShown(block.text),
    };
    items.push(item);
    const source = block.kind === 'row' && number === 7 ? block.cells[0] : block.text;
    const kinds = { 2: ['route', routesIn], 7: ['call', callsIn], 5: ['message', messagesIn], 8: ['message', messagesIn] };
    if (!kinds[number]) return;
    const [kind, extract] = kinds[number];
    for (const key of extract(kind === 'message' ? block.text : plain(source))) {
      item.keys.push(key);
      const id = `${doc}§${number} ${key}`;
      if (seenKeys.has(id)) continue;
      seenKeys.add(id);
      items.push({ id, doc, section: number, sectionTitle: block.section.title, kind, key, text: key, from: item.id, keys: [], na: false });
    }
  });
  return items;
}

// ---------------------------------------------------------------- the repository's files

const IMPL_ROOTS = [/^frontend\/src\//, /^server\/src\//, /^engine\/src\//, /^flows\//, /^forms\//, /^queries\//, /^migrations\//];
const TEST_FILE = [/^server\/tests\//, /^engine\/tests\//, /^forms\/tests\//, /\.test\.tsx?$/, /^frontend\/e2e\//, /^frontend\/src\/test\//, /^(?:server|engine)\/src\/(?:.*\/)?tests(?:\.rs|\/)/];
const SCANNED = /\.(?:rs|ts|tsx|mjs|js|json|sql|rhai|toml|ya?ml)$/;

/** A file split into its implementation part and its test part. */
export function splitFile(path, text) {
  if (TEST_FILE.some((r) => r.test(path))) return { impl: '', test: text, testOffset: 0 };
  if (!IMPL_ROOTS.some((r) => r.test(path))) return null;
  let impl = text;
  if (path.endsWith('.rs')) {
    const at = text.search(/^\s*#\[cfg\(test\)\]/m);
    if (at >= 0) return { impl: text.slice(0, at), test: text.slice(at), testOffset: at };
  }
  if (path === 'frontend/src/app/paths.ts') {
    // the placeholder lists name routes that have no page yet: they implement nothing
    impl = impl.replace(/export const \w*PendingPaths[^=]*=\s*\[(?:\];|[\s\S]*?\n\];)/g, '');
  }
  return { impl, test: '', testOffset: 0 };
}

/** The annotations of a text: [{ids, line, index}] with the raw references after `spec:`. */
export function annotationsIn(text) {
  const found = [];
  const re = /\bspec:\s+((?:\d\d ?§)[^\n]*)/g;
  for (const m of text.matchAll(re)) {
    const body = m[1].replace(/\s*(?:\*\/|-->)\s*\}?\s*$/, '').replace(/(\d\d) §/g, '$1§');
    const tokens = body.split(/\s+/).filter(Boolean);
    const refs = [];
    for (const token of tokens) {
      const id = /^(\d\d)§(\d+)(?:\.(\d+))?[,;.]?$/.exec(token);
      if (id) refs.push({ doc: id[1], section: Number(id[2]), ordinal: id[3] ? Number(id[3]) : null, words: [] });
      else if (refs.length) refs.at(-1).words.push(token);
    }
    found.push({ refs, index: m.index });
  }
  return found;
}

const normRoute = (r) => r.replace(/^#/, '').split('/').map((s) => (/^(?::\w+\??|\$\{[^}]*\}|\{\w*\})$/.test(s) ? '{}' : s)).join('/').replace(/(.)\/$/, '$1');

/** Resolve one reference of an annotation to item ids (and the words it could not place). */
function resolve(ref, index) {
  if (ref.ordinal != null) {
    const id = `${ref.doc}§${ref.section}.${ref.ordinal}`;
    return index.byId.has(id) ? { ids: [id], unknown: [] } : { ids: [], unknown: [id] };
  }
  const prefix = `${ref.doc}§${ref.section}`;
  const keyed = index.bySection.get(prefix) ?? [];
  const match = (words) => {
    const w = words.trim();
    if (!w) return [];
    const exact = keyed.filter((it) => it.key === w);
    if (exact.length) return exact;
    return keyed.filter((it) => {
      if (it.kind === 'call') {
        const k = callKey(w);
        return k === it.key || k.endsWith(`/${it.key}`) || it.key.endsWith(`/${k}`);
      }
      if (it.kind === 'route') return normRoute(w) === normRoute(it.key);
      const strip = (s) => s.replace(/[！!。.]+$/, '');
      return strip(w) === strip(it.key);
    });
  };
  const whole = match(ref.words.join(' '));
  if (whole.length) return { ids: whole.map((it) => it.id), unknown: [] };
  const ids = [];
  const unknown = [];
  for (const word of ref.words) {
    const hit = match(word);
    if (hit.length) ids.push(...hit.map((it) => it.id));
    else if (/[/\u4e00-\u9fff]/.test(word)) unknown.push(`${prefix} ${word}`);
  }
  if (!ref.words.length) unknown.push(prefix);
  return { ids, unknown };
}

/** The block a test annotation covers: from it to the end of the next braced block. */
function blockAfter(text, index) {
  // the body of the test: after `=> {` (a TS test) or `) {` (a Rust fn), not a destructuring `({ page })`
  const body = /=>\s*\{|\)\s*(?:->[^{;]*)?\{/.exec(text.slice(index));
  const open = body ? index + body.index + body[0].length - 1 : text.indexOf('{', index);
  if (open < 0) return text.slice(index);
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(index, i + 1);
    }
  }
  return text.slice(index);
}

/** String constants of a file (Rust `const X: &str = "…"`, TS `const X = '…'`). */
function constantsOf(text) {
  const out = new Map();
  for (const m of text.matchAll(/const\s+([A-Z_][A-Z0-9_]*)\s*(?::\s*&(?:'static\s+)?str\s*)?=\s*["'`]([^"'`]+)["'`]/g)) out.set(m[1], m[2]);
  return out;
}

const ROUTE_TOKEN = /(?<![\w/.{}$-])#?(\/[\w{}$:.-]*(?:\/[\w{}$:.-]+)*)/g;
const PATH_TOKEN = /[\w{}$.-]*(?:\/[\w{}$.-]+)+/g;

/** An index of the route-like and path-like tokens of texts: token → files. */
function tokenIndex(texts) {
  const routes = new Map();
  const paths = new Map();
  for (const [file, text] of texts) {
    for (const m of text.matchAll(ROUTE_TOKEN)) {
      const r = normRoute(m[1]);
      if (!routes.has(r)) routes.set(r, new Set());
      routes.get(r).add(file);
    }
    for (const m of text.matchAll(PATH_TOKEN)) {
      const p = m[0].replace(/^\/+/, '');
      if (!paths.has(p)) paths.set(p, new Set());
      paths.get(p).add(file);
    }
  }
  return { routes, paths, texts };
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function routeFiles(key, idx) {
  const out = new Set();
  const k = normRoute(key);
  if (k === '{}' || k === '') return out;
  if (idx.pending?.has(k) || idx.pending?.has(`/${k}`)) return out;
  if (k.startsWith('/') && !k.includes('{}')) {
    // exactly: a route of the source with a parameter (/queryPage/:pageKey) does not prove that
    // one value of it (/queryPage/biddingTransaction) has its page
    for (const f of idx.routes.get(k) ?? []) out.add(f);
    return out;
  }
  const pattern = new RegExp(`${k.startsWith('/') ? '^' : '(?:^|/)'}${k.split('/').map((s) => (s === '{}' ? '[^/]+' : escapeRe(s))).join('/')}$`);
  for (const [token, files] of idx.routes) if (pattern.test(token)) for (const f of files) out.add(f);
  return out;
}

function callFiles(key, idx, allCallKeys) {
  const out = new Set();
  const longer = allCallKeys.filter((other) => other !== key && other.endsWith(`/${key}`));
  for (const [token, files] of idx.paths) {
    const t = token.replace(/[?#].*$/, '');
    if (t !== key && !t.endsWith(`/${key}`)) continue;
    // a bare name (POST getFaceRecognitionUrl) counts only in an API path, not in a route like /login
    if (!key.includes('/') && !/(?:^|\/)(?:api|blade-[\w-]+|rem-[\w-]+|otcweb)\//.test(t)) continue;
    if (longer.some((other) => t === other || t.endsWith(`/${other}`))) continue;
    for (const f of files) out.add(f);
  }
  return out;
}

function messagePattern(message) {
  const pieces = message
    .replace(/(?<=[【（])[a-z]+(?=[）】（])/g, '\u0000')
    .split(/(\{[^}]*\}|\[[^\]]*\]|…|(?<![A-Za-z])N(?![A-Za-z])|\u0000)/)
    .filter(Boolean)
    .map((part) => (/^(\{[^}]*\}|\[[^\]]*\]|…|N|\u0000)$/.test(part) ? null : part));
  const literals = pieces.filter((p) => p !== null);
  const escape = (p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // wildcards at either end constrain nothing; inside they stand for up to 40 characters
  const open = pieces[0] === null ? '' : `(?<![${HAN}])`;
  const close = pieces.at(-1) === null ? '' : `(?![${HAN}])`;
  while (pieces[0] === null) pieces.shift();
  while (pieces.at(-1) === null) pieces.pop();
  const body = pieces.map((p) => (p === null ? '.{0,40}?' : escape(p))).join('').replace(/(\.\{0,40\}\?)+/g, '.{0,40}?');
  return {
    longest: literals.reduce((a, b) => (b.length > a.length ? b : a), ''),
    regex: new RegExp(`${open}${body}${close}`, 'u'),
  };
}

function messageFiles(key, texts) {
  const out = new Set();
  const { longest, regex } = messagePattern(key);
  for (const [file, text] of texts) if (text.includes(longest) && regex.test(text)) out.add(file);
  return out;
}

/** The routes frontend/src/app/paths.ts still sends to the under-construction page: not implemented. */
export function pendingRoutes(text) {
  const out = new Set();
  for (const m of text.matchAll(/export const \w*PendingPaths[^=]*=\s*\[/g)) {
    let depth = 1;
    let end = m.index + m[0].length;
    while (end < text.length && depth > 0) {
      if (text[end] === '[') depth += 1;
      else if (text[end] === ']') depth -= 1;
      end += 1;
    }
    const list = text.slice(m.index + m[0].length, end - 1).replace(/\/\/.*$/gm, '');
    const prefix = /`(\/[\w/]*\/)\$\{\w+\}`/.exec(list)?.[1] ?? '/';
    for (const s of list.matchAll(/'([^']+)'/g)) out.add(normRoute(s[1].startsWith('/') ? s[1] : `${prefix}${s[1]}`));
  }
  return out;
}

/** Where Rust and TS tests point: the module beside a unit test, a Rust module, its `use`s. */
function modulesOf(file, text, exists) {
  const out = [];
  const sibling = file.replace(/\.test\.(tsx?)$/, '.$1');
  if (sibling !== file) {
    for (const s of [sibling, sibling.replace(/\.ts$/, '.tsx'), sibling.replace(/\.tsx$/, '.ts')]) if (exists(s)) return [s];
    // no module beside it: the project's modules it imports (not the test helpers)
    const dir = file.slice(0, file.lastIndexOf('/'));
    for (const m of text.matchAll(/from '((?:\.{1,2}|@)\/[^']+)'/g)) {
      const spec = m[1].startsWith('@/') ? `frontend/src/${m[1].slice(2)}` : join(dir, m[1]);
      const hit = [`${spec}.ts`, `${spec}.tsx`, spec].find((p) => exists(p) && !TEST_FILE.some((r) => r.test(p)));
      if (hit && !out.includes(hit)) out.push(hit);
    }
    return out;
  }
  if (/^(?:server|engine)\/src\//.test(file) && file.endsWith('.rs') && !/tests(?:\.rs|\/)/.test(file)) return [file];
  if (/^(?:server|engine)\/src\/(?:.*\/)?tests\.rs$/.test(file)) {
    const mod = file.replace(/tests\.rs$/, 'mod.rs');
    if (exists(mod)) return [mod];
  }
  if (file.endsWith('.rs')) {
    for (const m of text.matchAll(/\buse\s+(engine|server)::([\w:]+)/g)) {
      const parts = m[2].split('::').filter((p) => /^[a-z_]+$/.test(p));
      while (parts.length) {
        const base = `${m[1]}/src/${parts.join('/')}`;
        const hit = [`${base}.rs`, `${base}/mod.rs`].find(exists);
        if (hit) {
          out.push(hit);
          break;
        }
        parts.pop();
      }
    }
  }
  return out;
}

/**
 * The matrix: items with their implementation and test files and status. `files` is a list of
 * [path, text]; `specs` a list of {doc, text}.
 */
export function trace(specs, files) {
  const items = specs.flatMap(({ doc, text }) => parseSpec(doc, text));
  const byId = new Map(items.map((it) => [it.id, it]));
  const bySection = new Map();
  for (const it of items) {
    if (it.kind === 'item') continue;
    const k = `${it.doc}§${it.section}`;
    if (!bySection.has(k)) bySection.set(k, []);
    bySection.get(k).push(it);
  }
  const index = { byId, bySection };
  const impl = [];
  const test = [];
  const paths = new Set(files.map(([p]) => p));
  const exists = (p) => paths.has(p);
  const annotated = new Map(items.map((it) => [it.id, { impl: new Set(), test: new Set(), testBlocks: [] }]));
  const unknown = new Map();
  for (const [path, text] of files) {
    const parts = splitFile(path, text);
    if (!parts) continue;
    if (parts.impl) impl.push([path, parts.impl]);
    if (parts.test) test.push([path, parts.test]);
    const constants = constantsOf(text);
    for (const a of annotationsIn(text)) {
      const inTest = a.index >= parts.testOffset && parts.test !== '';
      for (const ref of a.refs) {
        const { ids, unknown: missing } = resolve(ref, index);
        for (const u of missing) {
          if (!unknown.has(u)) unknown.set(u, new Set());
          unknown.get(u).add(path);
        }
        for (const id of ids) {
          const slot = annotated.get(id);
          (inTest ? slot.test : slot.impl).add(path);
          if (inTest) {
            let block = blockAfter(text, a.index);
            for (const [name, value] of constants) if (new RegExp(`\\b${name}\\b`).test(block)) block += `\n"${value}"`;
            slot.testBlocks.push({ path, block, modules: modulesOf(path, text, exists) });
          }
        }
      }
    }
  }
  const implIdx = tokenIndex(impl);
  implIdx.pending = pendingRoutes(files.find(([p]) => p === 'frontend/src/app/paths.ts')?.[1] ?? '');
  const testIdx = tokenIndex(test);
  const callKeys = [...new Set(items.filter((it) => it.kind === 'call').map((it) => it.key))];
  const hanOnly = (list) => list.map(([f, t]) => [f, t.split('\n').filter((l) => /[\u4e00-\u9fff']/.test(l)).join('\n')]);
  const implHan = hanOnly(impl);
  const testHan = hanOnly(test);
  const literal = new Map();
  const literalOf = (it, idx, han) => {
    if (it.kind === 'route') return routeFiles(it.key, idx);
    if (it.kind === 'call') return callFiles(it.key, idx, callKeys);
    return messageFiles(it.key, han);
  };
  for (const it of items) {
    const slot = annotated.get(it.id);
    if (it.kind === 'item') continue;
    it.impl = new Set([...slot.impl, ...literalOf(it, implIdx, implHan)]);
    it.test = new Set([...slot.test, ...literalOf(it, testIdx, testHan)]);
    literal.set(it.id, it);
  }
  let ids = null;
  const testIds = () => {
    if (ids) return ids;
    ids = new Map();
    for (const [file, text] of impl) {
      if (!file.startsWith('frontend/src/')) continue;
      for (const m of text.matchAll(/(?:data-testid=\{?|testId:\s*)['"`]([\w-]+)['"`]/g)) {
        if (!ids.has(m[1])) ids.set(m[1], new Set());
        ids.get(m[1]).add(file);
      }
    }
    return ids;
  };
  for (const it of items) {
    if (it.kind !== 'item') continue;
    const slot = annotated.get(it.id);
    it.test = new Set(slot.test);
    it.impl = new Set(slot.impl);
    const own = it.keys.map((k) => literal.get(`${it.doc}§${it.section} ${k}`)).filter(Boolean);
    if (!it.impl.size && own.length && own.every((k) => k.impl.size)) for (const k of own) for (const f of k.impl) it.impl.add(f);
    if (!it.impl.size) {
      for (const { block, modules } of slot.testBlocks) {
        for (const m of modules) it.impl.add(m);
        if (modules.length) continue;
        // a browser test: the components rendering the test ids it reaches for
        for (const m of block.matchAll(/getByTestId\(\s*['"`]([\w-]+)['"`]/g)) for (const f of testIds().get(m[1]) ?? []) it.impl.add(f);
        const idx = tokenIndex([['block', block]]);
        for (const key of callKeys) if (callFiles(key, idx, callKeys).size) for (const f of callFiles(key, implIdx, callKeys)) if (/^(server|engine)\//.test(f)) it.impl.add(f);
        for (const r of items) if (r.kind === 'route' && r.key !== '/' && routeFiles(r.key, idx).size) for (const f of r.impl) it.impl.add(f);
      }
    }
  }
  for (const it of items) it.status = it.na ? 'n/a' : it.impl.size && it.test.size ? 'done' : 'open';
  return { items, unknown };
}

// ---------------------------------------------------------------- the document

const cell = (s) => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
function short(text, max = 110) {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
function fileList(set, max = 3) {
  const list = [...set].sort();
  if (!list.length) return '';
  const shown = list.slice(0, max).map((f) => `\`${f}\``).join(' ');
  return list.length > max ? `${shown} (+${list.length - max})` : shown;
}

export function summary({ items }) {
  const count = (list, status) => list.filter((it) => it.status === status).length;
  return { total: items.length, open: count(items, 'open'), done: count(items, 'done'), na: count(items, 'n/a') };
}

export function render(result, titles = {}) {
  const { items, unknown } = result;
  const s = summary(result);
  const out = [];
  out.push('# Spec traceability matrix', '');
  out.push('Generated by `scripts/spec-trace.mjs` from `docs/spec/` and the `spec:` annotations of the code; do not edit');
  out.push('by hand: `make spec-trace-update` rewrites it, `make spec-trace` (run by `make test`) fails when it is stale.', '');
  out.push(`**${s.total} items: ${s.done} done, ${s.open} open, ${s.na} n/a** (an item saying only that something is not shown).`, '');
  out.push('| document | items | done | open | open bullets | open routes | open calls | open messages |', '|---|---|---|---|---|---|---|---|');
  for (const doc of [...new Set(items.map((it) => it.doc))]) {
    const of = items.filter((it) => it.doc === doc);
    const open = (kind) => of.filter((it) => it.kind === kind && it.status === 'open').length;
    out.push(`| ${doc} ${titles[doc] ?? ''} | ${of.length} | ${of.filter((it) => it.status === 'done').length} | ${of.filter((it) => it.status === 'open').length} | ${open('item')} | ${open('route')} | ${open('call')} | ${open('message')} |`);
  }
  out.push('');
  if (unknown.size) {
    out.push('Annotations naming no item of the spec:', '');
    for (const [ref, paths] of [...unknown].sort(([a], [b]) => a.localeCompare(b))) out.push(`- \`${ref}\` in ${fileList(paths)}`);
    out.push('');
  }
  let doc = null;
  let section = null;
  for (const it of items) {
    if (it.doc !== doc) {
      doc = it.doc;
      section = null;
      out.push(`## ${doc} ${titles[doc] ?? ''}`.trimEnd(), '');
    }
    if (it.section !== section) {
      section = it.section;
      out.push(`### ${doc}§${section} ${it.sectionTitle}`, '', '| id | item | implementation | test | status |', '|---|---|---|---|---|');
    }
    const label = it.kind === 'item' ? short(it.text) : `${it.kind} \`${cell(it.key)}\``;
    const next = items[items.indexOf(it) + 1];
    out.push(`| ${cell(it.id)} | ${cell(label)} | ${fileList(it.impl)} | ${fileList(it.test)} | ${it.status} |`);
    if (!next || next.section !== it.section || next.doc !== it.doc) out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

// ---------------------------------------------------------------- the command

function listFiles(root) {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
    return out.split('\n').filter(Boolean).filter((f) => existsSync(join(root, f)));
  } catch {
    const walk = (dir) => readdirSync(join(root, dir)).flatMap((name) => {
      const rel = dir ? `${dir}/${name}` : name;
      if (name === 'node_modules' || name === 'target' || name.startsWith('.')) return [];
      return statSync(join(root, rel)).isDirectory() ? walk(rel) : [rel];
    });
    return walk('');
  }
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const write = process.argv.includes('--write');
  const specDir = join(root, 'docs/spec');
  const shared = join(root, '../shared/spec');
  const problems = [];
  const specs = DOCS.map(({ doc, file }) => {
    const text = readFileSync(join(specDir, file), 'utf8');
    if (existsSync(shared)) {
      const truth = readFileSync(join(shared, file), 'utf8');
      if (truth !== text) problems.push(`docs/spec/${file} differs from ../shared/spec/${file}: copy it (cp ../shared/spec/*.md docs/spec/)`);
    }
    return { doc, text };
  });
  const titles = Object.fromEntries(specs.map(({ doc, text }) => [doc, /^# Specification: (.*)$/m.exec(text)?.[1] ?? '']));
  const files = listFiles(root)
    .filter((f) => SCANNED.test(f) && (IMPL_ROOTS.some((r) => r.test(f)) || TEST_FILE.some((r) => r.test(f))))
    .map((f) => [f, readFileSync(join(root, f), 'utf8')]);
  const result = trace(specs, files);
  const markdown = render(result, titles);
  const target = join(root, 'docs/spec-trace.md');
  const s = summary(result);
  if (write) writeFileSync(target, markdown);
  else if (!existsSync(target) || readFileSync(target, 'utf8') !== markdown) {
    problems.push(`${relative(root, target)} is not what scripts/spec-trace.mjs produces: run \`make spec-trace-update\` and commit it`);
  }
  console.log(`spec trace: ${s.total} items, ${s.open} open (${s.done} done, ${s.na} n/a)`);
  if (result.unknown.size) console.log(`spec trace: ${result.unknown.size} annotation(s) name no item (listed in docs/spec-trace.md)`);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
