import type { ApplicationDetail, BusinessRecordView } from '../api/lifecycle-types';

/** The record of this kind the application left on completion, if any. */
export function recordOf(application: ApplicationDetail, kind: string): BusinessRecordView | undefined {
  return (application.records ?? []).find((r) => r.kind === kind);
}

/** A record's detail field as text ('' when absent). */
export function detailText(record: BusinessRecordView, field: string): string {
  const value = record.detail?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** One holder's line of a register extract. */
export interface ExtractPosition {
  accountNumber: string;
  holderName: string;
  volume: number;
  pledged: number;
  frozen: number;
}

/** The positions of a register extract (550226/550059), the largest holding first. */
export function extractPositions(record: BusinessRecordView): ExtractPosition[] {
  const rows = Array.isArray(record.detail?.positions) ? (record.detail.positions as Record<string, unknown>[]) : [];
  return rows
    .map((r) => ({
      accountNumber: String(r.accountNumber ?? ''),
      holderName: String(r.holderName ?? ''),
      volume: Number(r.volume ?? 0),
      pledged: Number(r.pledged ?? 0),
      frozen: Number(r.frozen ?? 0),
    }))
    .sort((a, b) => b.volume - a.volume || a.accountNumber.localeCompare(b.accountNumber));
}

/** A holding's share of the total, as a percentage with four decimals ('0.0000%' of nothing). */
export function percentOf(volume: number, total: number): string {
  if (total <= 0) return '0.0000%';
  // integers throughout: the share in units of 1/1,000,000, rounded half up
  const millionths = Math.round((volume * 1_000_000) / total);
  return `${(millionths / 10_000).toFixed(4)}%`;
}
