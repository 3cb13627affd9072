// Text a person typed: no control characters (tab and line breaks aside), no bidirectional
// overrides or isolates, no zero-width or byte-order marks (engine/src/validate/plain_text.rs).
import type { Check } from './text';

export const PLAIN_TEXT_MESSAGE = '不能包含控制字符或不可见字符';

// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

/** Whether a text carries a character a typed text may not carry. */
export function hasHidden(s: string): boolean {
  return HIDDEN.test(s);
}

export function checkPlainText(s: string): Check {
  return hasHidden(s) ? PLAIN_TEXT_MESSAGE : null;
}
