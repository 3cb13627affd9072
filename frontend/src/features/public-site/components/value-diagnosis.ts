import Decimal from 'decimal.js';

/** The valuation methods: price to earnings, to book, to sales. */
export type Method = 'pe' | 'pb' | 'ps';
export const methods: Method[] = ['pe', 'pb', 'ps'];

/** A range of multiples, low to high. */
export type Multiples = Record<Method, [string, string]>;

/**
 * The multiples a diagnosis starts from: the ranges commonly used for unlisted enterprises of a
 * regional equity market (illiquid, so below listed peers); the visitor may change them.
 */
export const defaultMultiples: Multiples = { pe: ['8', '15'], pb: ['1', '2.5'], ps: ['0.5', '2'] };

/** What the visitor states, in 万元 (decimal text). */
export interface DiagnosisInput {
  revenue: string;
  profit: string;
  netAssets: string;
  multiples: Multiples;
}

export interface MethodValue {
  method: Method;
  /** False when its base is not positive (a loss, no net assets, no revenue). */
  applicable: boolean;
  low: string;
  high: string;
}

export interface Diagnosis {
  values: MethodValue[];
  /** The mean of the applicable methods' bounds, or null when none applies. */
  range: { low: string; high: string } | null;
  /** Net margin and return on equity, percent with two decimals; null without a base. */
  netMargin: string | null;
  roe: string | null;
}

const num = (s: string): Decimal | null => {
  try {
    const d = new Decimal(s.trim());
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
};

const base: Record<Method, (i: DiagnosisInput) => string> = { pe: (i) => i.profit, pb: (i) => i.netAssets, ps: (i) => i.revenue };

/** An indicative value of the enterprise by each method and overall, in 万元 with two decimals. */
export function diagnose(input: DiagnosisInput): Diagnosis {
  const values = methods.map((method): MethodValue => {
    const b = num(base[method](input));
    const [lo, hi] = input.multiples[method].map(num);
    const applicable = !!b && b.gt(0) && !!lo && !!hi && lo.gte(0) && hi.gte(lo);
    return applicable
      ? { method, applicable, low: b.mul(lo).toFixed(2), high: b.mul(hi).toFixed(2) }
      : { method, applicable: false, low: '', high: '' };
  });
  const usable = values.filter((v) => v.applicable);
  const mean = (pick: (v: MethodValue) => string) =>
    usable.reduce((sum, v) => sum.plus(pick(v)), new Decimal(0)).div(usable.length).toFixed(2);
  const revenue = num(input.revenue);
  const profit = num(input.profit);
  const assets = num(input.netAssets);
  const pct = (a: Decimal | null, b: Decimal | null) => (a && b && b.gt(0) ? a.div(b).mul(100).toFixed(2) : null);
  return {
    values,
    range: usable.length > 0 ? { low: mean((v) => v.low), high: mean((v) => v.high) } : null,
    netMargin: pct(profit, revenue),
    roe: pct(profit, assets),
  };
}
