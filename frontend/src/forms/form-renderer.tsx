import { Alert, App } from 'antd';
import { forwardRef, startTransition, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '@/lib/i18n';
import { domIdOf } from './form-model';
import { useCompanyLookup } from './company-lookup';
import { createFormStore, useRulesState } from './form-store';
import { createFormValidator, errorText } from './form-validator';
import { SectionCard, sectionDomId, type RenderContext } from './section-card';
import { SectionTabs, sectionTabsAbove, titledSections } from './section-tabs';
import { createTableImporter } from './table-import';
import type { CompiledForm, FieldError, FormData, FormPageContext } from './types';
import { InputStyles } from './widgets/kept-text-widget';
import { revealTableRow } from './widgets/table-window';
import './form-renderer.css';

export interface FormRendererHandle {
  /** Validates the whole form and shows the errors beside the fields (no dialog). */
  validate: () => FieldError[];
  /**
   * The spec's submit behaviour: validates; on failure a dialog titled 提示 shows
   * 【label】message of the first error and the page scrolls to that field.
   */
  submit: () => FieldError[];
  /** The live data. */
  getData: () => FormData;
  /** The data as the server receives it: normalised, hidden items dropped. */
  getSubmitData: () => FormData;
  /** Shows errors (the server's, for instance) beside the fields. */
  showErrors: (errors: FieldError[]) => void;
}

export interface FormRendererProps {
  form: CompiledForm;
  /** Stored data of the application; the form's defaults fill the rest. */
  initialData?: FormData;
  /** Called after every change with the whole data (keep it cheap). */
  onChange?: (data: FormData) => void;
  /** Extra content under the section list in the right-hand column. */
  aside?: ReactNode;
  /** Called once every section has been rendered (large forms render theirs progressively). */
  onAllSectionsMounted?: () => void;
  /** What the page knows of the business (the apply page's appId: an upload's `importTo` needs it). */
  context?: FormPageContext;
}

/** Field weight rendered at once on a large form; the rest follows in idle time, a step at a time. */
export const eagerFieldBudget = 24;
export const idleFieldStep = 30;
/** Forms up to this weight render every field at once. */
export const progressiveThreshold = 80;

/** How much a field weighs when sharing out the rendering (a table counts ten). */
function weightOf(form: CompiledForm, field: string): number {
  const ui = form.uiSchema[field] as Record<string, unknown> | undefined;
  return ui?.['ui:widget'] === 'table' || ui?.['ui:field'] === 'table' ? 10 : 1;
}

/** Per section, how many of its fields fit in a rendering budget (in form order). */
function limitsFor(form: CompiledForm, budget: number): number[] {
  let left = budget;
  return form.sections.map((section) => {
    let count = 0;
    for (const field of section.fields) {
      const weight = weightOf(form, field);
      if (weight > left && !(count === 0 && left === budget)) break;
      left -= weight;
      count += 1;
    }
    return count;
  });
}

const whenIdle = (fn: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 200 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 16);
  return () => window.clearTimeout(id);
};

/** A table cell's element, rendering its row first when it is out of a large table's viewport. */
function cellElement(field: string): HTMLElement | null {
  const parts = field.split('/');
  const row = parts.findIndex((p) => /^\d+$/.test(p));
  if (row < 1) return null;
  const table = document.getElementById(domIdOf(parts[0]));
  if (!table || !revealTableRow(table, Number(parts[row]))) return null;
  return document.getElementById(domIdOf(field)) ?? table.querySelector<HTMLElement>(`tr[data-row="${Number(parts[row])}"]`);
}

/** Scrolls to a field (or its section) and focuses its input; a large table's row is rendered first. */
export function scrollToField(field: string, sectionId?: string) {
  const target =
    document.getElementById(domIdOf(field)) ??
    cellElement(field) ??
    document.getElementById(domIdOf(field.split('/')[0])) ??
    (sectionId ? document.getElementById(sectionDomId(sectionId)) : null);
  if (!target) return;
  const box = target.closest('.form-field') ?? target;
  if (typeof box.scrollIntoView === 'function') box.scrollIntoView({ block: 'center' });
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) target.focus({ preventScroll: true });
}

/**
 * Renders a compiled form: one card per section (and, past four titled sections, a right-hand
 * list of them that jumps to each and highlights the one in view), each section its own rjsf form over a shared store, editable or read-only per field as the node
 * says, fields shown or hidden by their conditions.
 */
export const FormRenderer = forwardRef<FormRendererHandle, FormRendererProps>(function FormRenderer(
  { form, initialData, onChange, aside, onAllSectionsMounted, context },
  ref,
) {
  const t = useT();
  const { modal } = App.useApp();
  const validator = useMemo(() => createFormValidator(form), [form]);
  // the store lives as long as the compiled form; later initialData changes are not applied
  const initial = useRef(initialData);
  initial.current = initialData;
  const store = useMemo(() => createFormStore(validator, { ...(validator.model.form.defaults ?? {}), ...(initial.current ?? {}) }), [validator]);
  const appId = context?.appId;
  const importFile = useMemo(() => (appId ? createTableImporter(appId, store) : undefined), [appId, store]);
  const holderNames = context?.holderNames;
  const ctx = useMemo<RenderContext>(() => ({ form, validator, store, importFile, holderNames }), [form, validator, store, importFile, holderNames]);
  useCompanyLookup(store, form, validator.model);
  const unknownFormats = validator.unknownFormats;
  const hidden = useRulesState(store, (s) => s.hidden);
  // a large form shows its first fields at once and renders the others a step at a time when idle
  const total = useMemo(() => form.sections.reduce((n, s) => n + s.fields.reduce((w, f) => w + weightOf(form, f), 0), 0), [form]);
  const [budget, setBudget] = useState(() => (total <= progressiveThreshold ? Infinity : eagerFieldBudget));
  const limits = useMemo(() => limitsFor(form, budget), [form, budget]);
  useEffect(() => {
    if (budget >= total) {
      onAllSectionsMounted?.();
      return undefined;
    }
    return whenIdle(() => startTransition(() => setBudget((b) => b + idleFieldStep)));
  }, [budget, total, onAllSectionsMounted]);
  const mountAll = useCallback(() => {
    if (budget < total) flushSync(() => setBudget(Infinity));
  }, [budget, total]);

  useEffect(() => (onChange ? store.subscribe((s, prev) => s.data !== prev.data && onChange(s.data)) : undefined), [store, onChange]);

  useImperativeHandle(
    ref,
    () => {
      const validate = () => {
        const errors = validator.validate(store.getState().data);
        store.getState().setErrors(errors);
        return errors;
      };
      return {
        validate,
        submit: () => {
          mountAll();
          const errors = validate();
          const first = errors[0];
          if (first) {
            const section = validator.model.sectionOf.get(first.field.split('/')[0]);
            scrollToField(first.field, section);
            modal.warning({
              title: t('http.tip'),
              content: <span data-testid="form-first-error">{errorText(form, first)}</span>,
              okText: t('http.ok'),
              afterClose: () => scrollToField(first.field, section),
            });
          }
          return errors;
        },
        getData: () => store.getState().data,
        getSubmitData: () => validator.normalise(store.getState().data),
        showErrors: (errors) => store.getState().setErrors(errors),
      };
    },
    [validator, store, modal, t, form, mountAll],
  );

  const shownSections = titledSections(form.sections.filter((s) => s.fields.some((f) => !hidden.has(f))));
  const withTabs = shownSections.length > sectionTabsAbove;

  return (
    <div className="form-renderer" data-testid="form-renderer" data-mode={form.mode}>
      <div className="form-renderer-main">
        {unknownFormats.length > 0 && (
          <Alert type="error" showIcon role="alert" message={t('form.unknownFormats', { names: unknownFormats.join('、') })} />
        )}
        {form.sections.map((section, index) => (
          <SectionCard key={section.id} section={section} ctx={ctx} limit={limits[index]} />
        ))}
        <InputStyles />
      </div>
      {(withTabs || aside) && (
        <aside className="form-renderer-aside">
          {withTabs && <SectionTabs sections={shownSections} beforeJump={mountAll} />}
          {aside}
        </aside>
      )}
    </div>
  );
});
