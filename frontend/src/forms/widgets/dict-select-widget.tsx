import type { WidgetProps } from '@rjsf/utils';
import { App, Checkbox, Radio, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { useDictionary } from '@/api/get-dictionary';
import { useT } from '@/lib/i18n';
import { popupOnBody } from './popup-container';
import { ReadonlyText } from './readonly-text-widget';

export type DictVariant = 'select' | 'radio' | 'checkboxes';

/**
 * `dictSelect`: options from the dictionary API (`ui:options.dicKeyWord`), cached per code by
 * the query cache. A failure is shown to the user (获取字典值失败), never swallowed. Values in
 * `ui:options.disabledValues` are listed but cannot be chosen (02 §5, the qualification table).
 */
export function DictSelectWidget(props: WidgetProps) {
  return <DictChoiceWidget {...props} variant="select" />;
}

/** The dictionary choice as a select, a radio group or a checkbox group. */
export function DictChoiceWidget(props: WidgetProps & { variant: DictVariant }) {
  const { variant } = props;
  const { id, value, onChange, onBlur, onFocus, options, schema, readonly, disabled, placeholder, label, rawErrors } = props;
  const t = useT();
  const { message } = App.useApp();
  const code = String(options.dicKeyWord ?? schema['x-dict'] ?? '');
  const dict = useDictionary(code, { silent: true, enabled: code !== '' });
  const multiple = schema.type === 'array' || variant === 'checkboxes';
  const numeric = schema.type === 'integer' || schema.type === 'number';

  useEffect(() => {
    if (dict.isError) void message.error({ content: t('form.dict.failed'), key: `dict-${code}` });
  }, [dict.isError, dict.errorUpdatedAt, code, message, t]);

  const disabledValues = options.disabledValues;
  const choices = useMemo(() => {
    const off = new Set(Array.isArray(disabledValues) ? disabledValues.map(String) : []);
    return (dict.data ?? []).map((item) => ({
      value: numeric ? Number(item.dictKey) : item.dictKey,
      label: item.dictValue,
      disabled: off.has(item.dictKey),
    }));
  }, [dict.data, numeric, disabledValues]);

  if (readonly || disabled) {
    const keys = (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null && v !== '');
    const text = keys.map((k) => choices.find((c) => String(c.value) === String(k))?.label ?? String(k)).join('、');
    return <ReadonlyText id={id} text={text} />;
  }

  const failure = dict.isError && (
    <div className="form-widget-error" role="alert">
      {t('form.dict.failed')}
    </div>
  );
  if (variant === 'radio') {
    return (
      <>
        <Radio.Group id={id} value={value} options={choices} onChange={(event) => onChange(event.target.value)} />
        {failure}
      </>
    );
  }
  if (variant === 'checkboxes') {
    return (
      <>
        <div id={id}>
          <Checkbox.Group value={Array.isArray(value) ? value : []} options={choices} onChange={(next) => onChange(next.length ? next : undefined)} />
        </div>
        {failure}
      </>
    );
  }
  return (
    <>
      <Select
        id={id}
        mode={multiple ? 'multiple' : undefined}
        value={value === '' ? undefined : value}
        options={choices}
        loading={dict.isLoading}
        status={dict.isError || rawErrors?.length ? 'error' : undefined}
        placeholder={placeholder || t('form.placeholder.select', { label })}
        allowClear
        showSearch
        optionFilterProp="label"
        getPopupContainer={popupOnBody}
        notFoundContent={dict.isError ? t('form.dict.failed') : undefined}
        onChange={(next) => onChange(next ?? undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        style={{ width: '100%' }}
      />
      {failure}
    </>
  );
}
