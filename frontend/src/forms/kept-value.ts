// The handshake between an input that keeps its own text and the field that holds its value
// (issue 23 item 4). A kept input commits every change to the form store, but the text it shows
// is the DOM's: rendering rjsf's field and the input again to echo a value the input already
// shows is wasted work on a keystroke. So the input declares, for the duration of its change
// call, "element `id` already shows `value`", and a holder that receives exactly that value
// for exactly that element may skip rendering for it. Anything else (another element's id, a
// value transformed on the way, a row whose other cells a change resets) is not covered by the
// declaration and renders as before.

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
