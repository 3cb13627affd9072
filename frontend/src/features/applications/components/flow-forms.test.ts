import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formIdOf } from './flow-forms';

const flowsDir = join(process.cwd(), '../flows');

describe('formIdOf', () => {
  it('names the form of every flow of the repository, as its flows/{appId}.json does', () => {
    const flows = readdirSync(flowsDir).filter((f) => /^\d+\.json$/.test(f));
    expect(flows.length).toBeGreaterThan(0);
    for (const file of flows) {
      const flow = JSON.parse(readFileSync(join(flowsDir, file), 'utf8')) as { appId: string; form: string };
      expect(formIdOf(flow.appId), flow.appId).toBe(flow.form);
    }
  });

  it('knows no form for an unknown business', () => {
    expect(formIdOf('999999')).toBeNull();
    expect(formIdOf(null)).toBeNull();
  });
});
