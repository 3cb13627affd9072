// Structure rules of the frontend (STYLE.md item 10), checked without extra packages. An import
// counts by where it lands, whether written `@/features/x/…` or `../../features/x/…`.
// - features/x: a feature never imports another feature (the app composes them), nor app/ beyond
//   the route table app/paths.ts (the router imports the features: anything more is a cycle);
// - shared code (api, components, hooks, lib, stores, locales) never imports a feature, nor app/
//   beyond app/paths.ts: it serves every feature and must not know any of them;
// - forms/ (the form engine the applications, studio and preview features render with) is shared
//   code too: it never imports a feature nor app/ beyond app/paths.ts;
// - app/ is the composition root: it may import every feature and all shared code, and app/paths.ts,
//   which the whole tree imports, imports nothing of the project (unit tests of the whole app may
//   import the router, and main.tsx mounts the app);
// - file names are kebab-case; no barrel (index.*) files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

const root = new URL('../src/', import.meta.url).pathname;
const shared = ['api', 'components', 'hooks', 'lib', 'stores', 'locales', 'forms'];
const problems = [];

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** The parts of the path under src/ an import lands on; null for a package. */
function target(file, spec) {
  if (spec.startsWith('@/')) return spec.slice(2).split('/');
  if (!spec.startsWith('.')) return null;
  const landed = relative(root, normalize(join(dirname(file), spec)));
  return landed.startsWith('..') ? null : landed.split(sep);
}

for (const file of walk(root)) {
  const rel = relative(root, file).split(sep);
  const where = rel.join('/');
  const name = rel.at(-1);
  // a declaration file (x.d.ts) is named by its x
  const base = name.replace(/\.(test\.)?(tsx?|css)$/, '').replace(/\.d$/, '');
  if (/^index$/.test(base)) problems.push(`${where}: barrel files are not used`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(base) && !/^[a-z]{2}-[A-Z]{2}$/.test(base)) problems.push(`${where}: file names are kebab-case`);
  if (!/\.tsx?$/.test(name)) continue;
  const feature = rel[0] === 'features' ? rel[1] : null;
  const isShared = shared.includes(rel[0]);
  const isTest = /\.test\.tsx?$/.test(name);
  const source = readFileSync(file, 'utf8');
  const specs = [...source.matchAll(/(?:from |import\()'([^']+)'/g)].map((m) => m[1]);
  for (const spec of specs) {
    const to = target(file, spec);
    if (!to) continue;
    if (to[0] === 'features' && to[1] !== feature) {
      if (feature) problems.push(`${where}: feature "${feature}" imports feature "${to[1]}" (${spec})`);
      if (isShared) problems.push(`${where}: shared code (${rel[0]}/) imports feature "${to[1]}" (${spec})`);
    }
    if (to[0] === 'app' && rel[0] !== 'app' && where !== 'main.tsx') {
      const paths = to[1] === 'paths' || to[1] === 'paths.ts';
      const routerInTest = isTest && (to[1] === 'router' || to[1] === 'router.tsx');
      if (!paths && !routerInTest) problems.push(`${where}: only app/paths.ts may be imported from app/ (${spec})`);
    }
    if (where === 'app/paths.ts') problems.push(`${where}: the route table imports nothing of the project (${spec})`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('structure: ok');
