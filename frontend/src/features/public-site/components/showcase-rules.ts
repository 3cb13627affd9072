/**
 * The public site's rules as pure functions (spec 01 §2, §4, §6, §9): which sectors show,
 * the front top menu and its overflow, card text, amounts and dates.
 */
import type { LandingMode } from '@/lib/permissions';
import type { Sector, ShowcaseType } from '../api/showcase-types';

/** Showcase page sizes and the default (spec §9). */
export const showcasePageSizes = [5, 10, 15];
export const showcaseDefaultSize = 5;

/** A first-level sector shows only with parentSector 0, status 1 and productType 1. */
export function visibleSectors(sectors: Sector[]): Sector[] {
  return sectors.filter((s) => String(s.parentSector) === '0' && Number(s.status) === 1 && Number(s.productType) === 1);
}

/** Company type names (spec §2). */
export const companyTypeNames: Record<number, string> = { 1: '有限责任公司', 2: '股份有限公司', 3: '有限合伙企业' };

/** The 4-character text badge shown when an enterprise has no logo. */
export function badgeText(shortName: string | null | undefined, name: string): string {
  const source = shortName && shortName.trim() !== '' ? shortName.trim() : name;
  return Array.from(source).slice(0, 4).join('');
}

/** Labels from the comma-separated labelName (either comma). */
export function labelsOf(labelName: string | null | undefined): string[] {
  return (labelName ?? '').split(/[,，]/).map((l) => l.trim()).filter((l) => l !== '');
}

/** Two decimals with comma grouping, from decimal text, without going through floats. */
export function formatAmount(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  if (text.includes(',')) return text;
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return text;
  const [, sign, int, frac = ''] = m;
  let cents = BigInt(int) * 100n + BigInt((frac + '00').slice(0, 2));
  if (frac.length > 2 && Number(frac[2]) >= 5) cents += 1n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** YYYY-MM-DD from an ISO date or date-time. */
export function formatDate(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

/** The year of a date (挂牌年份). */
export function yearOf(value: string | null | undefined): string {
  return value ? value.slice(0, 4) : '';
}

/** Where a card's logo or name leads, opened in a new tab (spec §2). */
export function detailPath(type: ShowcaseType): string {
  return type === 1 ? '/gplistT' : type === 2 ? '/gplistG' : '/gplistZ';
}

export function detailHref(type: ShowcaseType, tenantId: string, uuid: string): string {
  return `${detailPath(type)}?${new URLSearchParams({ tenantId, uuid }).toString()}`;
}

/** The detail of a specialised-and-new enterprise (/specializationNewInfo), opened in a new tab. */
export function specialisationInfoHref(tenantId: string, uuid: string): string {
  return `/specializationNewInfo?${new URLSearchParams({ tenantId, uuid }).toString()}`;
}

/** The showcase type and preselection the page's query asks for (key, isListing, sectorName, isRegister). */
export function entryFromQuery(search: URLSearchParams): { type: ShowcaseType; key: string; sectorName: string } {
  const type: ShowcaseType = search.get('isListing') === '1' ? 2 : 1;
  return {
    type,
    key: search.get('key') ?? '',
    sectorName: type === 2 ? (search.get('sectorName') ?? '') : '',
  };
}

/** One entry of the front top menu. */
export interface FrontMenuEntry {
  key: string;
  /** a locale key */
  label: string;
  /** opened in a new tab; absent for a submenu */
  path?: string;
  children?: FrontMenuEntry[];
}

/** The information notices (信息公告): the notice tab of the disclosure page. */
export const infoNoticeTab = 'notice';
export const infoNoticePath = `/information?tab=${infoNoticeTab}`;

export const investmentModes: readonly LandingMode[] = ['personalholder', 'orgholder', 'productholder', 'holderVisitor'];

/**
 * The entries of the front top menu: the investment zone only for the holder modes, the
 * disclosure entry a submenu (质押公告, 信息公告, 冻结公告) when a notice is enabled, and only
 * the entries the tenant's `topMenu.*` switches leave on (missing switch = on).
 */
export function frontMenuEntries(options: {
  switches: Record<string, string>;
  landingMode: LandingMode | null;
  pledgeNotice: boolean;
  freezeNotice: boolean;
}): FrontMenuEntry[] {
  const on = (name: string) => (options.switches[`topMenu.${name}`] ?? '1') === '1';
  const entries: FrontMenuEntry[] = [];
  if (on('home')) entries.push({ key: 'home', label: 'front.home', path: '/home/login' });
  if (on('private') && options.landingMode !== null && investmentModes.includes(options.landingMode)) {
    entries.push({ key: 'private', label: 'front.private', path: '/private' });
  }
  if (on('companyList')) entries.push({ key: 'companyList', label: 'front.companyList', path: '/companyList' });
  if (on('information')) {
    if (options.pledgeNotice || options.freezeNotice) {
      const children: FrontMenuEntry[] = [];
      if (options.pledgeNotice) children.push({ key: 'pledgeList', label: 'front.pledgeList', path: '/pledgeList' });
      children.push({ key: 'infoNotice', label: 'front.infoNotice', path: infoNoticePath });
      if (options.freezeNotice) children.push({ key: 'frozenList', label: 'front.frozenList', path: '/frozenList' });
      entries.push({ key: 'disclosure', label: 'front.information', children });
    } else {
      entries.push({ key: 'information', label: 'front.information', path: '/information' });
    }
  }
  if (on('memberList')) entries.push({ key: 'memberList', label: 'front.memberList', path: '/memberList' });
  if (on('policiesShow')) entries.push({ key: 'policiesShow', label: 'front.policiesShow', path: '/policiesShow' });
  if (on('specializationNewList')) entries.push({ key: 'specializationNewList', label: 'front.specializationNewList', path: '/specializationNewList' });
  if (on('privateEquityFund')) entries.push({ key: 'privateEquityFund', label: 'front.privateEquityFund', path: '/privateEquityFund' });
  return entries;
}

/**
 * The overflow rule of the front top menu: a more-menu when the visible entries exceed 7, or
 * on screens narrower than 1650 px with more than 3, or narrower than 1840 px with more than 4.
 */
export function splitFrontMenu<T>(entries: T[], width: number): { shown: T[]; more: T[] } {
  const limit = width < 1650 ? 3 : width < 1840 ? 4 : 7;
  if (entries.length <= limit) return { shown: entries, more: [] };
  return { shown: entries.slice(0, limit), more: entries.slice(limit) };
}
