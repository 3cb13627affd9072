// Structure rules of the frontend (STYLE.md item 10), checked without extra packages:
// - a feature never imports another feature (the app composes them);
// - shared code (api, components, hooks, lib, stores, locales) never imports a feature;
// - file names are kebab-case; no barrel (index.*) files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = new URL('../src/', import.meta.url).pathname;
const problems = [];

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

for (const file of walk(root)) {
  const rel = relative(root, file).split(sep);
  const name = rel.at(-1);
  const base = name.replace(/\.(test\.)?(tsx?|css)$/, '');
  if (/^index$/.test(base)) problems.push(`${rel.join('/')}: barrel files are not used`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(base) && !/^[a-z]{2}-[A-Z]{2}$/.test(base)) problems.push(`${rel.join('/')}: file names are kebab-case`);
  if (!/\.tsx?$/.test(name)) continue;
  const feature = rel[0] === 'features' ? rel[1] : null;
  const shared = ['api', 'components', 'hooks', 'lib', 'stores', 'locales'].includes(rel[0]);
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/from '([^']+)'/g)) {
    const m = spec.match(/^@\/features\/([^/]+)/);
    if (!m) continue;
    if (feature && m[1] !== feature) problems.push(`${rel.join('/')}: feature "${feature}" imports feature "${m[1]}"`);
    if (shared) problems.push(`${rel.join('/')}: shared code imports feature "${m[1]}"`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('structure: ok');
