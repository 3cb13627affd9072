// A calendar date without a clock: "today" is passed in as `yyyy-MM-dd`.

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The date, if it exists in the calendar (years 1 to 9999). */
export function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  const ok =
    year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  return ok ? { year, month, day } : null;
}

/** Parses `yyyy-MM-dd`. */
export function parseCalendarDate(s: string): CalendarDate | null {
  const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(s);
  return m ? calendarDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/**
 * Full years from `born` to `today`; negative when `born` is later. Someone born on 29 February
 * turns a year older on 1 March in common years.
 */
export function ageOn(born: CalendarDate, today: CalendarDate): number {
  const years = today.year - born.year;
  const before = today.month < born.month || (today.month === born.month && today.day < born.day);
  return before ? years - 1 : years;
}
