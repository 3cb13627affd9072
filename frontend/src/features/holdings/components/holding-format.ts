import { formatAmount } from '@/forms/amount-format';

/** A share count with thousands separators: 500000 → 500,000. */
export function shares(n: number | null | undefined): string {
  return formatAmount(String(n ?? 0), 0);
}

/** Yuan from the server's decimal text, two decimals, computed on the digits: 500000.06 → 500,000.06. */
export function yuan(text: string | null | undefined): string {
  return formatAmount(text ?? '0', 2);
}

/** A face value with at least two decimals and never fewer than it has: 1.5 → 1.50, 0.125 → 0.125. */
export function faceValue(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  const decimals = Math.max(2, value.split('.')[1]?.length ?? 0);
  return formatAmount(value === '' ? '0' : value, decimals);
}
