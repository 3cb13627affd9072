import type { WidgetProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { Radio, Select } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { apiGet } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import type { FormState, FormStore } from '../form-store';
import { periodRate } from '../validators/period-rate';
import { popupOnBody } from './popup-container';
import { ReadonlyText } from './readonly-text-widget';

/**
 * The disclosure scope selector of the periodic report (02 §3 "Disclosure scope", §4, §5):
 * `disclosureScope` (1 全部合格投资者, 2 本公司股东, 3 本公司债权人, 4 本公司合作会员) as radios
 * that clear on a second click, and the designated shareholders, creditors or members
 * (`value1`/`value2`/`value3`) picked from the enterprise's own lists
 * (holder/queryByCompanyName, holder/getCreditorByCompanyName, member/getMemberByCompanyName).
 * Changing the company name (`name`) resets every selection.
 */

/** The form field that names the enterprise whose circles are listed. */
export const companyField = 'name';

/** The radio value after a click on `clicked`: a second click on the chosen one clears it. */
export function toggled(current: unknown, clicked: string): string | undefined {
  return current != null && String(current) === clicked ? undefined : clicked;
}

/** The report's tables with every rate computed from its periods (02 §5); null when none changed. */
export function withRates(data: Record<string, unknown>): Record<string, unknown> | null {
  const changes: Record<string, unknown> = {};
  for (const table of ['financeData', 'financeDataTwo']) {
    const rows = data[table];
    if (!Array.isArray(rows)) continue;
    let changed = false;
    const next = rows.map((row: Record<string, unknown>) => {
      const rate = periodRate(String(row?.thisPeriodTime ?? '').trim(), String(row?.lastPeriodTime ?? '').trim());
      if ((row?.rate ?? '') === rate) return row;
      changed = true;
      return { ...row, rate };
    });
    if (changed) changes[table] = next;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** Only for a widget rendered without the renderer's store (a test): an empty form. */
const fallbackStore = createStore<FormState>(() => ({
  data: {},
  hidden: new Set(),
  required: new Set(),
  errors: [],
  errorsByField: {},
  version: 0,
  locked: new Set(),
  patch: () => undefined,
  setErrors: () => undefined,
  reset: () => undefined,
  setLocked: () => undefined,
}));

function storeOf(props: WidgetProps): FormStore | undefined {
  return (props.registry.formContext as { store?: FormStore } | undefined)?.store;
}

/**
 * Calls `reset` when the applicant changes the company name after the first render (02 §4);
 * data replaced from outside (a stored application loaded: the store's `version`) resets nothing.
 */
function useResetOnCompanyChange(store: FormStore | undefined, reset: () => void) {
  const name = useStore(store ?? fallbackStore, (s) => s.data[companyField]);
  const version = useStore(store ?? fallbackStore, (s) => s.version);
  const seen = useRef({ name, version });
  const resetRef = useRef(reset);
  resetRef.current = reset;
  useEffect(() => {
    const before = seen.current;
    seen.current = { name, version };
    if (name === before.name || version !== before.version) return;
    resetRef.current();
  }, [name, version]);
}

/** While the scope is editable (apply, UpdateApplyApprove), the tables' rates follow their periods. */
function useComputedRates(store: FormStore | undefined, enabled: boolean) {
  useEffect(() => {
    if (!store || !enabled) return undefined;
    const apply = () => {
      const changes = withRates(store.getState().data);
      if (changes) store.getState().patch(changes);
    };
    apply();
    return store.subscribe((state, previous) => {
      if (state.data.financeData !== previous.data.financeData || state.data.financeDataTwo !== previous.data.financeDataTwo) apply();
    });
  }, [store, enabled]);
}

export function DisclosureScopeWidget(props: WidgetProps) {
  const { id, value, onChange, options, readonly, disabled } = props;
  const store = storeOf(props);
  const editable = !readonly && !disabled;
  useResetOnCompanyChange(store, () => editable && onChange(undefined));
  useComputedRates(store, editable);
  const list = (options.dataList ?? []) as { value: unknown; label: unknown }[];
  if (!editable) {
    const chosen = list.find((d) => String(d.value) === String(value ?? ''));
    return <ReadonlyText id={id} text={chosen ? String(chosen.label) : ''} />;
  }
  return (
    <Radio.Group id={id} value={value == null ? undefined : String(value)} data-testid="disclosure-scope">
      {list.map((d) => (
        <Radio key={String(d.value)} value={String(d.value)} onClick={() => onChange(toggled(value, String(d.value)))}>
          {String(d.label)}
        </Radio>
      ))}
    </Radio.Group>
  );
}

interface Designee {
  value: string;
  label: string;
}

export function DisclosureDesigneesWidget(props: WidgetProps) {
  const { id, value, onChange, options, readonly, disabled, placeholder } = props;
  const t = useT();
  const store = storeOf(props);
  const editable = !readonly && !disabled;
  const company = useStore(store ?? fallbackStore, (s) => String(s.data[companyField] ?? '').trim());
  useResetOnCompanyChange(store, () => editable && onChange(undefined));
  const url = String(options.url ?? '');
  const propsKey = (options.propsKey ?? {}) as { value?: string; label?: string };
  const found = useQuery({
    queryKey: ['disclosureDesignees', url, company],
    queryFn: () => apiGet<Record<string, unknown>[]>(url, { companyName: company }),
    enabled: Boolean(url && company),
  });
  const choices: Designee[] = useMemo(
    () =>
      (found.data ?? []).map((row) => ({
        value: String(row[propsKey.value ?? 'value'] ?? ''),
        label: String(row[propsKey.label ?? 'label'] ?? ''),
      })),
    [found.data, propsKey.value, propsKey.label],
  );
  const chosen = Array.isArray(value) ? value.map(String) : [];
  if (!editable) {
    const text = chosen.map((v) => choices.find((c) => c.value === v)?.label ?? v).join('、');
    return <ReadonlyText id={id} text={text} />;
  }
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={chosen}
      options={choices}
      loading={found.isFetching}
      placeholder={company ? placeholder : t('form.disclosure.chooseCompanyFirst')}
      notFoundContent={company ? t('form.disclosure.noDesignees') : t('form.disclosure.chooseCompanyFirst')}
      onChange={(next: string[]) => onChange(next.length > 0 ? next : undefined)}
      getPopupContainer={popupOnBody}
      data-testid={`disclosure-designees-${id}`}
    />
  );
}

