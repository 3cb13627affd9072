import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFormValidator } from './form-validator';
import type { CompiledForm, FieldError, FormData } from './types';

/**
 * The golden submissions of forms/tests/golden/: the browser's validator must give exactly the
 * errors listed, as the server's does (engine/tests/golden.rs). The forms are the server's own
 * compiled output, forms/tests/golden/compiled.json, which a Rust test keeps current. Cases marked `sides: ["server"]` need
 * what only the server has (the tenant's dictionaries, the read-only comparison).
 */
interface GoldenCase {
  name: string;
  nodeId: string;
  formData: FormData;
  storedData?: FormData;
  errors: FieldError[];
  sides?: string[];
}

interface Golden {
  formId: string;
  today: string;
  cases: GoldenCase[];
}

const goldenDir = join(process.cwd(), '../forms/tests/golden');
const goldenCompiled = JSON.parse(readFileSync(join(goldenDir, 'compiled.json'), 'utf8')) as Record<string, CompiledForm>;
const goldenFiles = readdirSync(goldenDir)
  .filter((name) => name.endsWith('.json') && name !== 'compiled.json')
  .map((name) => name.replace(/\.json$/, ''));
it('covers every form definition with golden cases', () => {
  expect(goldenFiles.length).toBeGreaterThanOrEqual(14);
});

const key = (e: FieldError) => `${e.field} | ${e.rule} | ${e.message}`;

for (const file of goldenFiles) {
  // vitest runs in frontend/; the golden files live in the repository's forms/tests/golden
  const golden = JSON.parse(readFileSync(join(goldenDir, `${file}.json`), 'utf8')) as Golden;

  describe(`golden submissions of ${golden.formId}`, () => {
    const browserCases = golden.cases.filter((c) => !c.sides || c.sides.includes('browser'));

    it('has compiled forms for every node its cases use', () => {
      for (const c of golden.cases) expect(goldenCompiled[`${golden.formId}/${c.nodeId}`], c.nodeId).toBeDefined();
      expect(browserCases.length).toBeGreaterThanOrEqual(1);
    });

    for (const c of browserCases) {
      // spec: 03§3.11 03§3.12 03§3.13 03§3.14 03§3.17 03§3.18 03§3.19 03§3.21 03§4.2 03§4.3 03§4.5 03§4.6 03§4.10 03§5.1 03§5.2 03§5.3 03§5.6 03§5.10 03§5.11 03§5.12 03§5.13 03§5.14 03§5.17 03§5.18 03§5.21 03§5.32 03§5.33 03§5.34 03§5.37 02§5.1 02§5.2 02§5.3 02§5.6 02§5.7 02§5.8 02§5.9 02§5.10 02§5.11 02§4.6 02§4.10 02§9.4 01§5.9 01§5.11
      it(c.name, () => {
        const form = goldenCompiled[`${golden.formId}/${c.nodeId}`];
        const validator = createFormValidator(form, { today: golden.today });
        expect(validator.unknownFormats).toEqual([]);
        // as the server does: the submission's editable fields over the stored application
        const editable = Object.fromEntries(Object.entries(c.formData).filter(([k]) => form.editable.includes(k)));
        const data = c.storedData ? { ...c.storedData, ...editable } : c.formData;
        const got = validator.validate(data).map(key).sort();
        expect(got).toEqual(c.errors.map(key).sort());
      });
    }
  });
}
