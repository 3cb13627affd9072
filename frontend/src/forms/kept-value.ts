// The handshake between an input that keeps its own text and the field that holds its value
// (issue 23 item 4). A kept input commits every change to the form store, but the text it shows
// is the DOM's: rendering rjsf's field and the input again to echo a value the input already
// shows is wasted work on a keystroke. So the input declares, for the duration of its change
// call, "element `id` already shows `value`", and a holder that receives exactly that value
// for exactly that element may skip rendering for it. Anything else (another element's id, a
// value transformed on the way, a row whose other cells a change resets) is not covered by the
// declaration and renders as before.

import { createContext } from 'react';

let shown: { id: string; value: unknown } | null = null;

/**
 * Runs `commit` (which passes `value` on towards the store) with the declaration that element
 * `id` already shows `value`. Declarations nest (a table cell's inside its table's) and end with
 * the call.
 */
export function commitShown(id: string, value: unknown, commit: () => void): void {
  const outer = shown;
  shown = { id, value };
  try {
    commit();
  } finally {
    shown = outer;
  }
}

/** Whether the change being made now is `value` for element `id`, which already shows it. */
export function isShown(id: string, value: unknown): boolean {
  return shown !== null && shown.id === id && Object.is(shown.value, value);
}

/**
 * After a holder renders for a value from outside, its kept inputs compare what they show with
 * the value they were last handed. rjsf's SchemaField skips rendering when its props equal the
 * last ones it rendered, so a value set back to exactly what the field last rendered (typed
 * 甲乙 over 甲, then 甲 again from a rule or a draft) reaches no input by rendering: the holder
 * asks them to look.
 */
export interface KeptSync {
  subscribe: (check: () => void) => () => void;
  notify: () => void;
}

export function createKeptSync(): KeptSync {
  const checks = new Set<() => void>();
  return {
    subscribe: (check) => {
      checks.add(check);
      return () => void checks.delete(check);
    },
    notify: () => checks.forEach((check) => check()),
  };
}

export const KeptSyncContext = createContext<KeptSync | null>(null);
