import type { Translate } from '@/lib/i18n';
import type { BenchAnswer } from '../api/run-bench';

/** A script's answer as the analyst reads it: 通过, 拒绝：…, 收费基数 600000 … */
export function benchAnswerText(answer: BenchAnswer | null, t: Translate): string {
  if (answer === null) return t('studio.bench.noAnswer');
  const [kind, value] = Object.entries(answer)[0] ?? ['', null];
  switch (kind) {
    case 'pass':
      return t('studio.bench.pass');
    case 'refuse':
      return t('studio.bench.refuse', { message: String(value) });
    case 'confirm':
      return t('studio.bench.confirm', { message: String(value) });
    case 'charge':
      return value === null ? t('studio.bench.noCharge') : t('studio.bench.charge', { amount: String(value) });
    case 'fieldErrors': {
      const errors = value as { field: string; message: string }[];
      if (errors.length === 0) return t('studio.bench.pass');
      return errors.map((e) => `${e.field}：${e.message}`).join('；');
    }
    case 'destination':
      return t('studio.bench.destination', { route: String(value) });
    default:
      return JSON.stringify(value);
  }
}
