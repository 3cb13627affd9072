// The business date is Beijing's: the server's validators count ages and "not after today" on the
// Asia/Shanghai calendar, and so must the browser's, whatever zone or clock the machine has. The
// server says its time in the HTTP `Date` header of every answer; the first one read fixes the
// offset between its clock and the browser's, and "today" is the browser's clock plus that offset,
// converted to Asia/Shanghai. Until an answer has come, the browser's clock stands in.

let offsetMs: number | null = null;

/** Notes the server's clock from an answer's `Date` header; only the first readable one counts. */
export function noteServerDate(header: unknown) {
  if (offsetMs !== null || typeof header !== 'string') return;
  const serverMs = Date.parse(header);
  if (!Number.isNaN(serverMs)) offsetMs = serverMs - Date.now();
}

/** Forgets the noted offset (tests). */
export function resetServerClock() {
  offsetMs = null;
}

/** The server's time now, in milliseconds since the epoch. */
export function serverNow(): number {
  return Date.now() + (offsetMs ?? 0);
}

const beijingDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today on the server's calendar (Beijing), as `yyyy-MM-dd`. */
export function serverToday(): string {
  return beijingDate.format(serverNow());
}
