import { describe, expect, it } from 'vitest';
import { loadProvinceMap } from './province-maps';

// Loading a shipped map (a UMD script registering with echarts/core) is proven in the browser
// (e2e/official-site.spec.ts draws Shaanxi's cities): the test runner does not bundle CommonJS.
describe('the province maps', () => {
  it('answers null for a province it has no map of (the municipalities, Hong Kong, Macao, no code)', async () => {
    for (const code of ['110000', '120000', '310000', '500000', '810000', '820000', '999999', '']) {
      expect(await loadProvinceMap(code)).toBeNull();
    }
  });
});
