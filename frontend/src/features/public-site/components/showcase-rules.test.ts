import { describe, expect, it } from 'vitest';
import type { Sector } from '../api/showcase-types';
import {
  badgeText,
  detailHref,
  entryFromQuery,
  formatAmount,
  formatDate,
  frontMenuEntries,
  labelsOf,
  specialisationInfoHref,
  splitFrontMenu,
  visibleSectors,
} from './showcase-rules';

const sector = (id: string, parentSector: string, status: number, productType: number): Sector => ({
  id,
  sectorName: id,
  parentSector,
  status,
  productType,
  sort: 0,
});

describe('showcase rules', () => {
  // spec: 01§9.11
  it('shows a sector only with parentSector 0, status 1 and productType 1', () => {
    const shown = visibleSectors([
      sector('a', '0', 1, 1),
      sector('b', '0', 0, 1),
      sector('c', '0', 1, 2),
      sector('d', 'a', 1, 1),
    ]);
    expect(shown.map((s) => s.id)).toEqual(['a']);
  });

  // spec: 01§2.30
  it('badges with four characters of the short name, else the name', () => {
    expect(badgeText('秦创智能科技', '西安秦创')).toBe('秦创智能');
    expect(badgeText(null, '西安曲江文旅发展有限公司')).toBe('西安曲江');
    expect(badgeText('  ', 'AB')).toBe('AB');
  });

  // spec: 01§9.9
  it('formats amounts with two decimals and separators, exactly', () => {
    expect(formatAmount('12000000.00')).toBe('12,000,000.00');
    expect(formatAmount('4999999.99')).toBe('4,999,999.99');
    expect(formatAmount('1234567890123456789.5')).toBe('1,234,567,890,123,456,789.50');
    expect(formatAmount('1,000.00')).toBe('1,000.00');
    expect(formatAmount(null)).toBe('');
  });

  it('formats dates as YYYY-MM-DD and splits labels', () => {
    expect(formatDate('2024-03-08 10:00:00')).toBe('2024-03-08');
    expect(labelsOf('高新技术企业,专精特新，瞪羚企业')).toEqual(['高新技术企业', '专精特新', '瞪羚企业']);
  });

  // spec: 01§2.31
  it('builds detail links with tenantId and uuid', () => {
    expect(detailHref(1, '000000', 'x')).toBe('/gplistT?tenantId=000000&uuid=x');
    expect(detailHref(2, '000000', 'x')).toBe('/gplistG?tenantId=000000&uuid=x');
    expect(detailHref(3, '000000', 'x')).toBe('/gplistZ?tenantId=000000&uuid=x');
  });

  // spec: 01§2.32
  it('reads the query keys key, isListing with sectorName, isRegister', () => {
    expect(entryFromQuery(new URLSearchParams('isListing=1&sectorName=成长板&key=秦'))).toEqual({ type: 2, key: '秦', sectorName: '成长板' });
    expect(entryFromQuery(new URLSearchParams('isRegister=1&sectorName=x'))).toEqual({ type: 1, key: '', sectorName: '' });
  });
});

describe('front top menu', () => {
  const base = { switches: {}, landingMode: null, pledgeNotice: false, freezeNotice: false };

  // spec: 01§2.26
  it('shows the investment zone only to the holder modes', () => {
    expect(frontMenuEntries(base).map((e) => e.key)).not.toContain('private');
    expect(frontMenuEntries({ ...base, landingMode: 'org' }).map((e) => e.key)).not.toContain('private');
    for (const mode of ['personalholder', 'orgholder', 'productholder', 'holderVisitor'] as const) {
      expect(frontMenuEntries({ ...base, landingMode: mode }).map((e) => e.key)).toContain('private');
    }
  });

  // spec: 01§2.26
  it('makes disclosure a submenu when a notice is enabled', () => {
    expect(frontMenuEntries(base).find((e) => e.key === 'information')?.path).toBe('/information');
    const both = frontMenuEntries({ ...base, pledgeNotice: true, freezeNotice: true }).find((e) => e.key === 'disclosure');
    expect(both?.children?.map((c) => c.label)).toEqual(['front.pledgeList', 'front.infoNotice', 'front.frozenList']);
    const freeze = frontMenuEntries({ ...base, freezeNotice: true }).find((e) => e.key === 'disclosure');
    expect(freeze?.children?.map((c) => c.key)).toEqual(['infoNotice', 'frozenList']);
    // 信息公告 opens the notice tab of the disclosure page
    expect(freeze?.children?.[0].path).toBe('/information?tab=notice');
  });

  it('links a specialised enterprise to its detail with tenant and uuid', () => {
    expect(specialisationInfoHref('000000', 'sc-00000')).toBe('/specializationNewInfo?tenantId=000000&uuid=sc-00000');
  });

  it('leaves out entries switched off', () => {
    const keys = frontMenuEntries({ ...base, switches: { 'topMenu.privateEquityFund': '0' } }).map((e) => e.key);
    expect(keys).not.toContain('privateEquityFund');
  });

  // spec: 01§2.26
  it('overflows past 7 entries, or past 3 under 1650 px, or past 4 under 1840 px', () => {
    const eight = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(splitFrontMenu(eight, 1900)).toEqual({ shown: [1, 2, 3, 4, 5, 6, 7], more: [8] });
    expect(splitFrontMenu(eight.slice(0, 7), 1900).more).toEqual([]);
    expect(splitFrontMenu(eight, 1700)).toEqual({ shown: [1, 2, 3, 4], more: [5, 6, 7, 8] });
    expect(splitFrontMenu(eight, 1600)).toEqual({ shown: [1, 2, 3], more: [4, 5, 6, 7, 8] });
    expect(splitFrontMenu([1, 2, 3], 1600).more).toEqual([]);
    expect(splitFrontMenu([1, 2, 3, 4], 1700).more).toEqual([]);
  });
});
