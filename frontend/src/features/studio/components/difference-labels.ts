import type { LocaleKey } from '@/locales/zh-CN';
import type { DifferenceKind } from '../api/studio-types';

/** The Chinese label of each kind of replay difference. */
export const differenceLabels: Record<DifferenceKind, LocaleKey> = {
  guard: 'studio.diffKind.guard',
  check: 'studio.diffKind.check',
  form: 'studio.diffKind.form',
  node: 'studio.diffKind.node',
  charge: 'studio.diffKind.charge',
  status: 'studio.diffKind.status',
  error: 'studio.diffKind.error',
};

/** Refusals (guard, check, form) in orange, changed outcomes in red, a script error in magenta. */
export const differenceColors: Record<DifferenceKind, string> = {
  guard: 'orange',
  check: 'orange',
  form: 'orange',
  node: 'red',
  charge: 'red',
  status: 'red',
  error: 'magenta',
};

const statusLabels: Record<string, LocaleKey> = {
  running: 'studio.status.running',
  approved: 'studio.status.approved',
  rejected: 'studio.status.rejected',
  withdrawn: 'studio.status.withdrawn',
};

/** The instance status's locale key; an unknown word is shown as the server wrote it. */
export const statusLabel = (status: string): LocaleKey | null => statusLabels[status] ?? null;

/** `recorded` and `now` as text: strings as they are, anything else as compact JSON. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
