/** One field of a changed record: its value before and after ('' when absent). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const text = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/**
 * The fields a change touched, in the record's order: every field of a creation or a removal,
 * only the changed ones of an update. The record's id, which never changes, is left out.
 */
export function changedFields(before?: Record<string, unknown> | null, after?: Record<string, unknown> | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((f) => f !== 'id');
  return fields
    .map((field) => ({ field, before: text(before?.[field]), after: text(after?.[field]) }))
    .filter((c) => c.before !== c.after);
}
