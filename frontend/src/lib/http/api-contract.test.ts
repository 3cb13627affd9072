// The frontend's calls against the server's API document (contract/openapi.json, refreshed with
// `npm run openapi:pull` from a running server): every call the api layer makes names a path and
// method the server declares, and says the type of its answer. The calls are read from the
// source, so a new api function is checked without being listed here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '../..');
const apiDocument = JSON.parse(readFileSync(join(src, '../contract/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
// studio-request.ts's studioBase (shared code's tests import no feature)
const studioBase = '/api/rem-registrationbizweb/otc-flow/studio/';

interface Call {
  where: string;
  method: 'get' | 'post';
  path: string;
  /** The answer's type as written at the call (`apiGet<Type>`), if any. */
  answer: string | null;
}

/** Where a call's URL is not a literal: the request helpers themselves, and a lazy select's source (the form's). */
const configuredUrls = new Set([
  'lib/http/client.ts',
  'features/studio/api/studio-request.ts',
  'features/studio/api/studio-download.ts',
  'forms/api/query-lazy-options.ts',
  // the disclosure's designee look-ups: the URL is the form's (one of the three it accepts)
  'forms/widgets/disclosure-scope-widget.tsx',
  // the QR widget's short link: the URL is the form's (03 §7 "a configured URL")
  'forms/api/get-short-link.ts',
]);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const sources = walk(src)
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => ({ where: relative(src, f).split(sep).join('/'), text: readFileSync(f, 'utf8') }))
  .filter((f) => !f.where.startsWith('test/'));

/** One kind of call: the function, its HTTP method, the prefix of its path, whether it names its answer's type. */
interface Caller {
  fns: string;
  method: (fn: string) => 'get' | 'post';
  prefix: string;
  typed: boolean;
}
const callers: Caller[] = [
  { fns: 'apiGet|apiPost|apiPostForm', method: (fn) => (fn === 'apiGet' ? 'get' : 'post'), prefix: '', typed: true },
  { fns: 'studioGet|studioPost', method: (fn) => (fn === 'studioGet' ? 'get' : 'post'), prefix: studioBase, typed: true },
  // the files: a Blob saved under the server's name
  { fns: 'downloadStudioFile', method: () => 'get', prefix: studioBase, typed: false },
  { fns: String.raw`httpClient\.get`, method: () => 'get', prefix: '', typed: false },
  { fns: String.raw`httpClient\.post`, method: () => 'post', prefix: '', typed: false },
];

const calls: Call[] = sources.flatMap(({ where, text }) =>
  callers.flatMap(({ fns, method, prefix, typed }) => {
    const re = new RegExp(String.raw`\b(?<fn>${fns})(?:<(?<type>[^(]*)>)?\(\s*(?<q>['\x60])(?<url>[^'\x60]*)\k<q>`, 'g');
    return [...text.matchAll(re)].map((m) => ({
      where,
      method: method(m.groups!.fn),
      // a template's ${…} stands for one path segment
      path: prefix + m.groups!.url.replace(/\$\{[^}]+\}/g, '{}'),
      answer: typed ? (m.groups!.type?.trim() ?? null) : 'Blob',
    }));
  }),
);

/** Whether the document declares the path (a `{param}` segment matches any segment) with the method. */
function declared(method: string, path: string): boolean {
  const segments = path.split('?')[0].split('/');
  return Object.entries(apiDocument.paths).some(([p, operations]) => {
    const parts = p.split('/');
    return (
      method in operations &&
      parts.length === segments.length &&
      parts.every((part, i) => part === segments[i] || /^\{.+\}$/.test(part) || segments[i] === '{}')
    );
  });
}


describe('the api layer against the server’s API document', () => {
  it('finds the calls of the api layer', () => {
    expect(calls.length).toBeGreaterThan(60);
    // every call names its URL in the code, except those whose URL is configured
    const unread = sources.filter(({ where, text }) => {
      const all = text.match(/\b(apiGet|apiPost|apiPostForm|studioGet|studioPost|downloadStudioFile)\b(<[^(]*>)?\(/g)?.length ?? 0;
      const read = calls.filter((c) => c.where === where).length;
      return all > read && !configuredUrls.has(where);
    });
    expect(unread.map((f) => f.where)).toEqual([]);
  });

  it('calls only paths and methods the server declares', () => {
    const undeclared = calls
      .filter((c) => !declared(c.method, c.path))
      .map((c) => `${c.method.toUpperCase()} ${c.path} (${c.where})`);
    expect(undeclared).toEqual([]);
  });

  it('says the type of every answer, none of them unknown or any', () => {
    const untyped = calls
      .filter((c) => c.answer === null || /\b(unknown|any)\b/.test(c.answer))
      .map((c) => `${c.method.toUpperCase()} ${c.path} (${c.where})`);
    expect(untyped).toEqual([]);
  });
});
