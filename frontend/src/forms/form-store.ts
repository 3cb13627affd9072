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

export type FormStore = StoreApi<FormState>;

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

export function createFormStore(validator: FormValidator, initial: FormData): FormStore {
  return createStore<FormState>()((set, get) => ({
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
      const hidden = validator.hiddenFields(data);
      const required = validator.requiredFields(data);
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
}
