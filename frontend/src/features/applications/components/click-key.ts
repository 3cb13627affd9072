/** A fresh idempotency key for one user click (a double click sends the same command twice, keyed apart only by click). */
export function newClickKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}
