import { App } from 'antd';
import { useEffect } from 'react';
import { useT } from '@/lib/i18n';
import { ApiError } from '@/lib/http/client';
import { getCompanyAndLegalInfo, type CompanyLookup } from './api/get-company-and-legal-info';
import { fieldUi, type FormModel } from './form-model';
import type { FormStore } from './form-store';
import type { CompiledForm, FormData } from './types';

/** After a fill the validation is cleared this much later (02 §9 prefill clear delay). */
export const clearAfterFillMs = 200;
/** Typing pauses this long before the registry is asked. */
export const lookupDebounceMs = 600;

const elements = ['idType', 'idNumber'] as const;
/** The handler's fields stay when the name changes (02 §4). */
const keepsOnRename = (prop: string) => prop.startsWith('jbr');

/** The prop marked `lookup: company` of a form, if it has one. */
export function lookupField(form: CompiledForm): string | undefined {
  const props = Object.keys(form.schema.properties ?? {});
  return props.find((prop) => (fieldUi(form.uiSchema, prop)['ui:options'] as { lookup?: string } | undefined)?.lookup === 'company');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** What the look-up answer fills: the props of this form, nothing it does not hold. */
export function fillFrom(answer: CompanyLookup, form: CompiledForm): FormData {
  const props = form.schema.properties ?? {};
  return Object.fromEntries(Object.entries(answer.companyInfo).filter(([prop]) => prop in props));
}

/**
 * The registry look-up of 02 §4: once the company name (the `lookup: company` field), id type
 * and id number are typed, the enterprise is asked of the platform's register and the business
 * registry; the answer fills the form, its locked fields are disabled and the validation is
 * cleared 200 ms later. Changing the name afterwards empties what was filled, except the
 * handler's fields, and unlocks it. Refusals show as the spec says: a mismatch in 提示 with the
 * name cleared, a miss or an outage as a notice (the user fills the form by hand).
 */
export function useCompanyLookup(store: FormStore, form: CompiledForm, model: FormModel) {
  const t = useT();
  const { message, modal } = App.useApp();
  const nameProp = lookupField(form);
  // a look-up by a certificate that cannot be typed (a change of an enterprise in custody) asks nothing
  const active =
    form.mode === 'edit' && nameProp !== undefined && ![nameProp, ...elements].some((prop) => model.readonly.has(prop));

  useEffect(() => {
    if (!active || !nameProp) return undefined;
    let asked = '';
    let filled: { name: string; props: string[] } | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let clear: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;

    const ask = async (name: string, idType: string, idNumber: string) => {
      try {
        const answer = await getCompanyAndLegalInfo({ companyName: name, companyIdType: idType, companyIdNumber: idNumber });
        if (cancelled || text(store.getState().data[nameProp]) !== name) return;
        const fill = fillFrom(answer, form);
        store.getState().patch(fill);
        // the name itself stays open: changing it is how the user picks another enterprise
        store.getState().setLocked(answer.lockedFields.filter((prop) => prop in fill && prop !== nameProp));
        filled = { name: text(fill[nameProp]) || name, props: Object.keys(fill) };
        void message.success(t(answer.source === 'platform' ? 'form.lookup.filledPlatform' : 'form.lookup.filledRegistry'));
        clear = setTimeout(() => store.getState().setErrors([]), clearAfterFillMs);
      } catch (error) {
        if (cancelled || !(error instanceof ApiError)) return;
        if (error.status === 400) {
          modal.warning({ title: t('http.tip'), content: error.msg, okText: t('http.ok') });
          asked = '';
          store.getState().patch({ [nameProp]: undefined });
        } else void message.warning(error.msg);
      }
    };

    const onData = (data: FormData, previous: FormData) => {
      const watched = [nameProp, ...elements];
      if (watched.every((prop) => data[prop] === previous[prop])) return;
      const name = text(data[nameProp]);
      if (filled && name !== filled.name) {
        // another enterprise: what the last one filled goes, the handler stays
        const emptied = Object.fromEntries(filled.props.filter((p) => p !== nameProp && !keepsOnRename(p)).map((p) => [p, undefined]));
        filled = undefined;
        store.getState().setLocked([]);
        store.getState().patch(emptied);
        return;
      }
      const [idType, idNumber] = elements.map((prop) => text(data[prop]));
      const key = `${name}\u0000${idType}\u0000${idNumber}`;
      if (!name || !idType || !idNumber || key === asked || filled) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        asked = key;
        void ask(name, idType, idNumber);
      }, lookupDebounceMs);
    };

    const unsubscribe = store.subscribe((state, previous) => state.data !== previous.data && onData(state.data, previous.data));
    return () => {
      cancelled = true;
      clearTimeout(timer);
      clearTimeout(clear);
      unsubscribe();
    };
  }, [active, nameProp, store, form, message, modal, t]);
}
