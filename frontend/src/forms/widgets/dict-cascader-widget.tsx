import type { WidgetProps } from '@rjsf/utils';
import { App, Cascader } from 'antd';
import { useEffect, useMemo } from 'react';
import { type DictItem, useDictionary } from '@/api/get-dictionary';
import { useT } from '@/lib/i18n';
import { popupOnBody } from './popup-container';
import { ReadonlyText } from './readonly-text-widget';

export interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
}

/**
 * The tree of a flat dictionary: the parent of a key is the longest other key of the
 * dictionary that is a proper prefix of it (`C` of `C13`, `C13` of `C131`), as the server
 * checks a chosen chain (engine `is_chain`). Keys keep the dictionary's order.
 */
export function cascaderOptions(items: DictItem[]): CascaderOption[] {
  const nodes = new Map<string, CascaderOption>();
  for (const item of items) nodes.set(item.dictKey, { value: item.dictKey, label: item.dictValue });
  const roots: CascaderOption[] = [];
  for (const item of items) {
    const node = nodes.get(item.dictKey)!;
    let parent: CascaderOption | undefined;
    for (let end = item.dictKey.length - 1; end > 0 && !parent; end -= 1) parent = nodes.get(item.dictKey.slice(0, end));
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/** The labels of a chain of keys, joined by ' / ' (an unknown key shown as itself). */
export function chainLabel(items: DictItem[], keys: unknown): string {
  if (!Array.isArray(keys)) return '';
  return keys.map((k) => items.find((item) => item.dictKey === String(k))?.dictValue ?? String(k)).join(' / ');
}

/**
 * `dictCascader`: a chain of keys of the dictionary `dicKeyWord` (the industry: 门类 / 大类 /
 * 中类 / 小类), from the flat dictionary by key prefix. Any level may be chosen; the value is
 * the array of keys from the root, or undefined when cleared. Read-only shows the labels.
 */
export function DictCascaderWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, schema, readonly, disabled, placeholder, label, rawErrors } = props;
  const t = useT();
  const { message } = App.useApp();
  const code = String(options.dicKeyWord ?? schema['x-dict'] ?? '');
  const dict = useDictionary(code, { silent: true, enabled: code !== '' });

  useEffect(() => {
    if (dict.isError) void message.error({ content: t('form.dict.failed'), key: `dict-${code}` });
  }, [dict.isError, dict.errorUpdatedAt, code, message, t]);

  const tree = useMemo(() => cascaderOptions(dict.data ?? []), [dict.data]);

  if (readonly || disabled) return <ReadonlyText id={id} text={chainLabel(dict.data ?? [], value)} />;

  return (
    <>
      <Cascader
        id={id}
        value={Array.isArray(value) && value.length ? (value as string[]) : undefined}
        options={tree}
        changeOnSelect
        showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input)) }}
        loading={dict.isLoading}
        status={dict.isError || rawErrors?.length ? 'error' : undefined}
        placeholder={placeholder || t('form.placeholder.select', { label })}
        getPopupContainer={popupOnBody}
        notFoundContent={dict.isError ? t('form.dict.failed') : undefined}
        onChange={(next) => onChange(Array.isArray(next) && next.length ? next.map(String) : undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        style={{ width: '100%' }}
      />
      {dict.isError && (
        <div className="form-widget-error" role="alert">
          {t('form.dict.failed')}
        </div>
      )}
    </>
  );
}
