import type { WidgetProps } from '@rjsf/utils';
import { App, Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { useT } from '@/lib/i18n';
import { useLazyOptions, type LazySource } from '../api/query-lazy-options';
import { popupOnBody } from './popup-container';
import { ReadonlyText } from './readonly-text-widget';

/** Distance from the bottom of the list (px) at which the next page is loaded (01 §9). */
export const loadMoreThreshold = 50;

/** The source of a lazy select from its `ui:options`; null without url or method. */
export function lazySourceOf(options: Record<string, unknown>): LazySource | null {
  const url = typeof options.url === 'string' ? options.url.trim() : '';
  const method = typeof options.ajaxMethod === 'string' ? options.ajaxMethod.trim().toLowerCase() : '';
  if (!url || (method !== 'get' && method !== 'post')) return null;
  const query = (options.queryConfig ?? options.params ?? {}) as Record<string, unknown>;
  return { url, method, keyName: typeof options.keyName === 'string' ? options.keyName : 'key', params: query };
}

/**
 * `lazySelect`: a remote select loading 20 options at a time through start/end, the next page
 * when the list is scrolled within 50 px of its bottom; searching restarts at the first page.
 * Without url or method it says 请填写地址和请求方式 and asks nothing.
 */
export function LazySelectWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, readonly, disabled, placeholder, label, rawErrors } = props;
  const t = useT();
  const { message } = App.useApp();
  const source = useMemo(() => lazySourceOf(options as Record<string, unknown>), [options]);
  const propsKey = (options.propsKey ?? {}) as { value?: string; label?: string };
  const valueKey = propsKey.value ?? 'value';
  const labelKey = propsKey.label ?? 'label';
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [key, setKey] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const pages = useLazyOptions(source, key, open && !readonly && !disabled);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (pages.isError) void message.error({ content: pages.error.message || t('form.lazy.failed'), key: `lazy-${id}` });
  }, [pages.isError, pages.error, id, message, t]);

  const choices = useMemo(() => {
    const seen = new Set<string>();
    const list: { value: string; label: string }[] = [];
    for (const row of pages.data?.pages.flat() ?? []) {
      const v = String(row[valueKey] ?? '');
      if (seen.has(v)) continue;
      seen.add(v);
      list.push({ value: v, label: String(row[labelKey] ?? v) });
    }
    if (value && !seen.has(String(value))) list.unshift({ value: String(value), label: String(options.valueLabel ?? value) });
    return list;
  }, [pages.data, valueKey, labelKey, value, options.valueLabel]);

  if (readonly || disabled) return <ReadonlyText id={id} text={value == null ? '' : String(options.valueLabel ?? value)} />;

  // `fills`: the sibling cells of the row the chosen option fills (a member provider's name); the
  // target `*` spreads an object of the option over the row (a filed bond loaded for its change)
  const fillSiblings = (next: string | null | undefined) => {
    const fills = (options.fills ?? {}) as Record<string, string>;
    const setRowField = (props.registry.formContext as { setRowField?: (col: string, v: unknown) => void } | undefined)?.setRowField;
    if (!setRowField) return;
    const record = next ? pages.data?.pages.flat().find((r) => String(r[valueKey] ?? '') === next) : undefined;
    for (const [target, key] of Object.entries(fills)) {
      if (target !== '*') setRowField(target, record?.[key] ?? undefined);
      else if (record?.[key] && typeof record[key] === 'object') {
        for (const [cell, v] of Object.entries(record[key] as Record<string, unknown>)) if (cell !== props.name) setRowField(cell, v);
      }
    }
  };

  const onPopupScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= loadMoreThreshold && pages.hasNextPage && !pages.isFetchingNextPage) {
      void pages.fetchNextPage();
    }
  };

  return (
    <>
      <Select
        id={id}
        value={value === '' || value == null ? undefined : String(value)}
        options={choices}
        open={open}
        onDropdownVisibleChange={(next) => {
          if (next && !source) void message.warning({ content: t('form.lazy.noSource'), key: `lazy-src-${id}` });
          setOpen(next);
        }}
        showSearch
        filterOption={false}
        searchValue={search}
        onSearch={(text) => {
          setSearch(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setKey(text.trim()), 300);
        }}
        onPopupScroll={onPopupScroll}
        getPopupContainer={popupOnBody}
        allowClear
        status={!source || rawErrors?.length ? 'error' : undefined}
        placeholder={placeholder || t('form.placeholder.select', { label })}
        notFoundContent={pages.isFetching ? <Spin size="small" /> : undefined}
        dropdownRender={(menu) => (
          <>
            {menu}
            {pages.isFetchingNextPage && <div className="form-lazy-loading">{t('form.lazy.loading')}</div>}
          </>
        )}
        onChange={(next) => {
          onChange(next ?? undefined);
          fillSiblings(next);
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        style={{ width: '100%' }}
      />
      {!source && (
        <div className="form-widget-error" role="alert">
          {t('form.lazy.noSource')}
        </div>
      )}
      {pages.isError && (
        <div className="form-widget-error" role="alert">
          {pages.error.message || t('form.lazy.failed')}
        </div>
      )}
    </>
  );
}
