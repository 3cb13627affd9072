// Amounts shown to people: thousands separators with two decimals (01 §5, §9) and Chinese
// capital numerals with 元角分整 (02 §9). Both work on the decimal text, so any length is
// exact; rounding is half away from zero, to the fen.
//
// nzh (the npm package for Chinese money capitals) was tried and not used: it truncates
// instead of rounding (1.005 gives 壹元, without 整) and hands back text that is not a number
// unchanged, where this module answers an error.
import { parsePlain } from './text';

export const NOT_AN_AMOUNT = '请输入正确的金额';
export const AMOUNT_TOO_LARGE = '金额过大，无法转换为中文大写';

/** Integer digits `capitalAmount` writes: up to 玖仟玖佰玖拾玖亿…. */
const CAPITAL_MAX_INT_DIGITS = 12;

interface Fen {
  negative: boolean;
  int: string;
  frac: string;
}

/** A plain decimal rounded half away from zero to two decimals; a zero result has no sign. */
function roundToFen(s: string): Fen | null {
  const n = parsePlain(s, true);
  if (!n) return null;
  const padded = n.frac.padEnd(3, '0');
  let digits = BigInt(n.int + padded.slice(0, 2));
  if (padded[2] >= '5') digits += 1n;
  const text = digits.toString().padStart(3, '0');
  const int = text.slice(0, -2);
  const frac = text.slice(-2);
  return { negative: n.negative && digits !== 0n, int, frac };
}

/**
 * `1234567.891` → `1,234,567.89`. Text that already holds a comma is returned as it is;
 * anything that is not a plain decimal number gives null (the product's `false`).
 */
export function thousands(s: string): string | null {
  if (s.includes(',')) return s;
  const r = roundToFen(s);
  if (!r) return null;
  const grouped = r.int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${r.negative ? '-' : ''}${grouped}.${r.frac}`;
}

export type CapitalAmount = { ok: true; value: string } | { ok: false; message: string };

/**
 * `1680.32` → `壹仟陆佰捌拾元叁角贰分`, `10` → `壹拾元整`, `0.5` → `伍角`, `1.05` → `壹元零伍分`,
 * `0` → `零元整`; a negative amount starts with 负. Zeros between digits are written as one 零
 * (`1005000` → `壹佰万零伍仟元整`); 整 follows an amount that ends at 元.
 */
export function capitalAmount(s: string): CapitalAmount {
  const DIGITS = '零壹贰叁肆伍陆柒捌玖';
  const IN_GROUP = ['', '拾', '佰', '仟'];
  const GROUPS = ['', '万', '亿'];
  const r = roundToFen(s);
  if (!r) return { ok: false, message: NOT_AN_AMOUNT };
  if (r.int.length > CAPITAL_MAX_INT_DIGITS) return { ok: false, message: AMOUNT_TOO_LARGE };
  const digit = (c: string) => DIGITS[Number(c)];
  let out = r.negative ? '负' : '';
  const { int } = r;
  if (int !== '0') {
    let zeros = 0;
    for (let i = 0; i < int.length; i += 1) {
      const place = int.length - i - 1;
      if (int[i] === '0') {
        zeros += 1;
      } else {
        if (zeros > 0) out += '零';
        zeros = 0;
        out += digit(int[i]) + IN_GROUP[place % 4];
      }
      if (place % 4 === 0 && zeros < 4) out += GROUPS[place / 4];
    }
    out += '元';
  }
  const [jiao, fen] = [r.frac[0], r.frac[1]];
  if (jiao === '0' && fen === '0') {
    out += int === '0' ? '零元整' : '整';
  } else if (jiao === '0') {
    out += `${int !== '0' ? '零' : ''}${digit(fen)}分`;
  } else {
    out += `${digit(jiao)}角${fen !== '0' ? `${digit(fen)}分` : ''}`;
  }
  return { ok: true, value: out };
}
