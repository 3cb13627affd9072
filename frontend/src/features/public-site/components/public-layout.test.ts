import { describe, expect, it } from 'vitest';
import { publicMenuKey } from './public-layout';

describe('the public top menu entry of a page', () => {
  it('信息披露 for the disclosure list under /home/queryPage and for a report detail', () => {
    expect(publicMenuKey('/home/queryPage/informationDisclosure')).toBe('/home/information');
    expect(publicMenuKey('/home/information/reportDetail/d-1')).toBe('/home/information');
  });

  // spec: 01§2.23
  it('企业展示 for the company list, 首页 for the sign-in and any other page', () => {
    expect(publicMenuKey('/home/companyList')).toBe('/home/companyList');
    expect(publicMenuKey('/home/login')).toBe('/home/login');
    expect(publicMenuKey('/home/somewhere')).toBe('/home/login');
  });
});
