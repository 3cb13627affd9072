// The named validators of the form DSL (forms/README.md) and the formatting helpers. The same
// rules run on the server (`engine/src/validate/`); both are tested against the one vector file
// `forms/tests/validator-vectors.json`.
//
// A format name is the validator's name, optionally followed by number options:
// `positiveNumber:12:2`. An empty value (null, undefined or '') passes unless the validator is
// asked for with `{ required: true }`, when it gets the validator's own required message.
import { checkBankCard, BANK_CARD_REQUIRED } from './bank-card';
import { serverToday } from '@/lib/server-clock';
import { parseCalendarDate } from './calendar-date';
import { checkCertificateNo, CERTIFICATE_NO_REQUIRED } from './certificate-no';
import { checkFinancialCell, checkHeadcount, checkPercentage } from './financial';
import { checkHolderName } from './holder-name';
import { checkIdCard, ID_CARD_REQUIRED } from './id-card';
import { checkNonNegativeInteger, checkPositiveInteger } from './integer';
import { checkMobile, MOBILE_REQUIRED } from './mobile';
import { checkNumber, parseNumberOptions, type Sign } from './number';
import { checkPlainText } from './plain-text';
import type { CalendarDate } from './calendar-date';
import type { Check } from './text';

export { capitalAmount, thousands, type CapitalAmount } from './amount';
export { periodRate } from './period-rate';

/** The message of a required value that is missing, unless a validator has its own. */
export const REQUIRED = '此项为必填项！';

export type ValidationResult = { ok: true } | { ok: false; message: string };
export type FormatValidator = (value: unknown, today?: string) => ValidationResult;

interface Format {
  required: string;
  check: (text: string, today: CalendarDate) => Check;
}

const simple = (check: (text: string) => Check, required = REQUIRED): Format => ({ required, check });

const SIMPLE: Record<string, Format> = {
  idCard: { required: ID_CARD_REQUIRED, check: checkIdCard },
  bankCard: simple(checkBankCard, BANK_CARD_REQUIRED),
  mobile: simple(checkMobile, MOBILE_REQUIRED),
  holderName: simple(checkHolderName),
  certificateNo: simple(checkCertificateNo, CERTIFICATE_NO_REQUIRED),
  positiveInteger: simple(checkPositiveInteger),
  nonNegativeInteger: simple(checkNonNegativeInteger),
  financialCell: simple(checkFinancialCell),
  headcount: simple(checkHeadcount),
  percentage: simple(checkPercentage),
  plainText: simple(checkPlainText),
};

const NUMBERS: Record<string, Sign> = {
  positiveNumber: 'positive',
  nonNegativeNumber: 'nonNegative',
  signedNumber: 'signed',
};

function lookup(name: string): Format | undefined {
  const [base, ...options] = name.split(':');
  if (Object.hasOwn(SIMPLE, base)) return options.length === 0 ? SIMPLE[base] : undefined;
  if (!Object.hasOwn(NUMBERS, base)) return undefined;
  const parsed = parseNumberOptions(NUMBERS[base], options);
  return parsed ? simple((text) => checkNumber(parsed, text)) : undefined;
}

/** Stands for a value that is neither text nor a number: no validator accepts it. */
const UNREADABLE = '\u0001';

/** The text of a value: strings as they are, numbers as JavaScript writes them; null if empty. */
function text(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return UNREADABLE;
}

/** Today on the server's calendar (Beijing), as the server's validators count it. */
function todayDate(): CalendarDate {
  return parseCalendarDate(serverToday()) ?? { year: 1970, month: 1, day: 1 };
}

/** Whether a format name (with its options) is one the validators know. */
export function knownFormat(name: string): boolean {
  return lookup(name) !== undefined;
}

/** The message a missing value gets from a format, when the rule gives none. */
export function requiredMessage(name: string): string | undefined {
  return lookup(name)?.required;
}

/**
 * The validator a format name stands for. `today` (`yyyy-MM-dd`) is the date ages are counted
 * to; the server's date (Beijing) when not given (or not a date).
 */
export function formatValidator(
  name: string,
  options: { required?: boolean } = {},
): FormatValidator | undefined {
  const format = lookup(name);
  if (!format) return undefined;
  return (value, today) => {
    const t = text(value);
    if (t === null) return options.required ? { ok: false, message: format.required } : { ok: true };
    const date = parseCalendarDate(today ?? '') ?? todayDate();
    const message = format.check(t, date);
    return message === null ? { ok: true } : { ok: false, message };
  };
}
