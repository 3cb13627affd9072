import { useCallback, useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FormValidator } from './form-validator';
import type { FieldError, FormData } from './types';

/**
 * The live state of one rendered form: its data, the fields hidden and required now, and the
 * last errors. Each field subscribes to its own value and errors, each section to its fields'
 * hidden and required flags, so a keystroke re-renders only the field it happened in (and a
 * section whose fields appear, disappear or become required with it).
 */
export interface FormState {
  data: FormData;
  hidden: Set<string>;
  required: Set<string>;
  errors: FieldError[];
  /** Errors per top-level field; a field's array keeps its identity while its errors don't change. */
  errorsByField: Record<string, FieldError[]>;
  /** Bumped when the data is replaced from outside (reset): fields re-read it. */
  version: number;
  /** Fields the registry look-up locked (02 §4 form lock): shown, not editable. */
  locked: ReadonlySet<string>;
  /** Merges changed fields into the data; errors of changed fields are cleared. */
  patch: (changes: FormData) => void;
  setErrors: (errors: FieldError[]) => void;
  reset: (data: FormData) => void;
  setLocked: (fields: string[]) => void;
}

export type FormStore = StoreApi<FormState> & {
  /**
   * Subscribes to one top-level field: the listener runs when the field's value, its errors or
   * its lock change (a reset or a new lock set calls every field's). A keystroke thus wakes the
   * field typed into, not the 250 others' selectors.
   */
  subscribeField: (field: string, listener: () => void) => () => void;
};

const noErrors: FieldError[] = [];

function groupErrors(errors: FieldError[], previous: Record<string, FieldError[]>) {
  const next: Record<string, FieldError[]> = {};
  for (const error of errors) (next[error.field.split('/')[0]] ??= []).push(error);
  for (const [id, list] of Object.entries(next)) {
    const old = previous[id];
    if (old && old.length === list.length && old.every((e, i) => e.field === list[i].field && e.message === list[i].message)) next[id] = old;
  }
  return next;
}

export function fieldErrors(state: FormState, field: string): FieldError[] {
  return state.errorsByField[field] ?? noErrors;
}

function sameSet(a: Set<string>, b: Set<string>) {
  if (a.size !== b.size) return false;
  for (const v of a) if (!b.has(v)) return false;
  return true;
}

/** Top-level keys whose entries differ between two records (by identity). */
function changedKeys(a: Record<string, unknown>, b: Record<string, unknown>, out: Set<string>) {
  for (const key in a) if (a[key] !== b[key]) out.add(key);
  for (const key in b) if (!(key in a)) out.add(key);
}

export function createFormStore(validator: FormValidator, initial: FormData): FormStore {
  const store = createStore<FormState>()((set, get) => ({
    data: initial,
    hidden: validator.hiddenFields(initial),
    required: validator.requiredFields(initial),
    errors: noErrors,
    errorsByField: {},
    version: 0,
    locked: new Set<string>(),
    patch: (changes) => {
      const state = get();
      const changed = Object.keys(changes).filter((k) => changes[k] !== state.data[k]);
      if (changed.length === 0) return;
      const data = { ...state.data };
      for (const key of changed) data[key] = changes[key];
      // visibility and requirement follow only the fields their conditions read
      const read = validator.conditionsRead;
      const rulesChange = !read || changed.some((key) => read.has(key));
      const hidden = rulesChange ? validator.hiddenFields(data) : state.hidden;
      const required = rulesChange ? validator.requiredFields(data) : state.required;
      let { errors, errorsByField } = state;
      if (errors.some((e) => changed.includes(e.field.split('/')[0]))) {
        errors = errors.filter((e) => !changed.includes(e.field.split('/')[0]));
        errorsByField = groupErrors(errors, errorsByField);
      }
      set({
        data,
        hidden: sameSet(hidden, state.hidden) ? state.hidden : hidden,
        required: sameSet(required, state.required) ? state.required : required,
        errors,
        errorsByField,
      });
    },
    setErrors: (errors) => set({ errors, errorsByField: groupErrors(errors, get().errorsByField) }),
    setLocked: (fields) => set({ locked: new Set(fields) }),
    reset: (data) =>
      set({
        data,
        hidden: validator.hiddenFields(data),
        required: validator.requiredFields(data),
        errors: noErrors,
        errorsByField: {},
        version: get().version + 1,
      }),
  }));
  const byField = new Map<string, Set<() => void>>();
  store.subscribe((state, previous) => {
    if (byField.size === 0) return;
    const wholeForm = state.locked !== previous.locked || state.version !== previous.version;
    const changed = new Set<string>();
    if (!wholeForm) {
      if (state.data !== previous.data) changedKeys(state.data, previous.data, changed);
      if (state.errorsByField !== previous.errorsByField) changedKeys(state.errorsByField, previous.errorsByField, changed);
    }
    const fields = wholeForm ? [...byField.keys()] : [...changed];
    for (const field of fields) byField.get(field)?.forEach((listener) => listener());
  });
  const subscribeField = (field: string, listener: () => void) => {
    let listeners = byField.get(field);
    if (!listeners) byField.set(field, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && byField.get(field) === listeners) byField.delete(field);
    };
  };
  return Object.assign(store, { subscribeField });
}

/**
 * A slice of the state that depends only on one top-level field (its value, errors or lock),
 * followed through the field's own subscription. `select` must return the same value for the
 * same state (no fresh objects).
 */
export function useFieldState<T>(store: FormStore, field: string, select: (state: FormState) => T): T {
  const subscribe = useCallback((listener: () => void) => store.subscribeField(field, listener), [store, field]);
  const snapshot = () => select(store.getState());
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * A slice that depends only on the fields hidden and required now, followed only when one of the
 * two sets changes (not on every keystroke).
 */
export function useRulesState<T>(store: FormStore, select: (state: FormState) => T): T {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe((state, previous) => (state.hidden !== previous.hidden || state.required !== previous.required) && listener()),
    [store],
  );
  const snapshot = () => select(store.getState());
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
