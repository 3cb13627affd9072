/**
 * The rules of a bond row that read several of its fields (03 §5 "Bond row", "Bond save
 * checks"): the browser's twin of the engine's `form::bond`, run on the same vectors
 * (forms/tests/bond-rows.json). A table with `x-rowChecks: "bond"` runs them on every row;
 * amounts are compared exactly (decimal.js), dates as calendar days.
 */
import Decimal from 'decimal.js';

type Row = Record<string, unknown>;

export const RECOMMENDER = '4';
export const CREDIT_ENHANCER = '15';
export const ENHANCER_FIELDS = ['creditEnhancerNature', 'creditEnhancementMethod', 'enhancementProviderRating', 'creditEnhancementRadio'] as const;
const PROVIDER_KEY = ['serviceProviderCategoryCode', 'serviceProviderCode', 'serviceProviderName'] as const;
const PROVIDERS = 'bondServiceProvidersList';

export const bondMessages = {
  raiseOrder: '募集开始时间不可大于结束时间',
  needsInvestor: '请选择定向投资者',
  conversionOrder: '转股结束日不能早于转股开始日',
  maturityOrder: '到期日不能早于起息日',
  buyBounds: '认购下限份数不能大于认购上限份数',
  needsProvider: '请最少添加一条服务方信息',
  needsRecommender: '请最少添加一条服务方为推荐商服务方信息',
  amountPrice: '发行金额需要是发行价格的整数倍',
  unitsBase: '发行金额除以发行价格所得份数需要是交易基数的整数倍',
  repeatedProvider: (rows: number[]) => `第${rows.join('、')}条服务方信息重复，请修改`,
  enhancer: (n: number) => `第${n}条服务方分类为增信机构，增信类字段必填，请填写。`,
};

function text(row: Row, field: string): string | undefined {
  const v = row[field];
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/** A YYYY-MM-DD day that exists, as a number to compare. */
function day(row: Row, field: string): number | undefined {
  const s = text(row, field);
  const m = s && /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return y * 10000 + mo * 100 + d;
}

function decimal(row: Row, field: string): Decimal | undefined {
  const s = text(row, field);
  if (!s || !/^-?\d+(\.\d+)?$/.test(s)) return undefined;
  return new Decimal(s);
}

const list = (row: Row, field: string): Row[] => (Array.isArray(row[field]) ? (row[field] as unknown[]).filter((r): r is Row => !!r && typeof r === 'object') : []);

function providerErrors(providers: Row[]): [string, string][] {
  if (providers.length === 0) return [[PROVIDERS, bondMessages.needsProvider]];
  const found: [string, string][] = [];
  const seen = new Map<string, number[]>();
  providers.forEach((p, i) => {
    const key = PROVIDER_KEY.map((f) => text(p, f) ?? null);
    if (key.every((k) => k === null)) return;
    const id = JSON.stringify(key);
    seen.set(id, [...(seen.get(id) ?? []), i + 1]);
  });
  // the server names the group of repeats that sorts first
  const repeats = [...seen.values()].filter((rows) => rows.length > 1).sort((a, b) => {
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i] - b[i];
    return a.length - b.length;
  });
  if (repeats.length) found.push([PROVIDERS, bondMessages.repeatedProvider(repeats[0])]);
  if (!providers.some((p) => text(p, 'serviceProviderCategoryCode') === RECOMMENDER)) found.push([PROVIDERS, bondMessages.needsRecommender]);
  providers.forEach((p, i) => {
    if (text(p, 'serviceProviderCategoryCode') === CREDIT_ENHANCER && ENHANCER_FIELDS.some((f) => text(p, f) === undefined)) {
      found.push([`${PROVIDERS}/${i}`, bondMessages.enhancer(i + 1)]);
    }
  });
  return found;
}

function amountErrors(row: Row): [string, string][] {
  const amount = decimal(row, 'bondAmount');
  const price = decimal(row, 'price');
  if (!amount || !price || amount.lte(0) || price.lte(0)) return [];
  if (!amount.mod(price).isZero()) return [['bondAmount', bondMessages.amountPrice]];
  const base = decimal(row, 'transactionBase');
  if (base && base.gt(0) && !amount.div(price).mod(base).isZero()) return [['bondAmount', bondMessages.unitsBase]];
  return [];
}

/** `[field under the row, message]` for one bond, in the server's order. */
export function bondRowErrors(row: Row): [string, string][] {
  const found: [string, string][] = [];
  const order = (first: string, last: string, at: string, message: string) => {
    const [a, b] = [day(row, first), day(row, last)];
    if (a !== undefined && b !== undefined && a > b) found.push([at, message]);
  };
  order('raiseBeginDate', 'raiseEndDate', 'raiseBeginDate', bondMessages.raiseOrder);
  order('transferBeginDate', 'transferEndDate', 'transferEndDate', bondMessages.conversionOrder);
  order('rateBeginDate', 'rateEndDate', 'rateEndDate', bondMessages.maturityOrder);
  if (text(row, 'publishArea') === '2' && list(row, 'investorsList').length === 0) found.push(['investorsList', bondMessages.needsInvestor]);
  const [min, max] = [decimal(row, 'buyMin'), decimal(row, 'buyMax')];
  if (min && max && min.gt(max)) found.push(['buyMax', bondMessages.buyBounds]);
  found.push(...providerErrors(list(row, PROVIDERS)));
  found.push(...amountErrors(row));
  return found;
}

/** Every bond row's errors, under the table: `0/rateEndDate`. */
export function bondErrors(rows: unknown): { path: string; message: string }[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row, i) => (row && typeof row === 'object' ? bondRowErrors(row as Row).map(([field, message]) => ({ path: `${i}/${field}`, message })) : []));
}
