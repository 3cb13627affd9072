import type { FormData } from '@/forms/types';

/** The weights of the 17 digits of a citizen id and the check characters (GB 11643). */
const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const checks = '10X98765432';

/** A valid 18-digit citizen id: region 110101, a birth date from 1960 on, sequence `n`. */
export function citizenId(n: number): string {
  const birth = new Date(Date.UTC(1960, 0, 1) + (n % 15_000) * 86_400_000);
  const date = `${birth.getUTCFullYear()}${String(birth.getUTCMonth() + 1).padStart(2, '0')}${String(birth.getUTCDate()).padStart(2, '0')}`;
  const body = `110101${date}${String(Math.floor(n / 15_000) * 100 + (n % 100)).padStart(3, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  return body + checks[sum % 11];
}

/**
 * A shareholder register of `count` natural persons as the company registration keeps it
 * (`shareHolderList`): organType 2, a name, certType 1 with a valid citizen id, and a volume.
 */
export function registerRows(count: number): FormData[] {
  return Array.from({ length: count }, (_v, i) => ({
    organType: '2',
    holderName: `股东${i + 1}`,
    certType: '1',
    certificateNo: citizenId(i),
    volume: 10_000 + i,
  }));
}
