import type { WidgetProps } from '@rjsf/utils';
import { Select } from 'antd';
import { useT } from '@/lib/i18n';
import { popupOnBody } from './popup-container';
import { ReadonlyText } from './readonly-text-widget';

/**
 * `select` with static options (the schema's `enum`, labels from `ui:options.dataList`): the
 * options only, never the placeholder as one of them (rjsf's own select offered 请选择… as an
 * option), opened above the cards.
 */
export function StaticSelectWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, readonly, disabled, placeholder, label, rawErrors, multiple } = props;
  const t = useT();
  const choices = (options.enumOptions ?? []).map((option) => ({ value: option.value as string | number, label: String(option.label) }));
  const disabledValues = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  if (readonly || disabled) {
    const keys = (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null && v !== '');
    const text = keys.map((k) => choices.find((c) => String(c.value) === String(k))?.label ?? String(k)).join('、');
    return <ReadonlyText id={id} text={text} />;
  }
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={value === '' || value === null ? undefined : value}
      options={choices.map((c) => ({ ...c, disabled: disabledValues.includes(c.value) }))}
      status={rawErrors?.length ? 'error' : undefined}
      placeholder={placeholder || t('form.placeholder.select', { label })}
      allowClear
      showSearch
      optionFilterProp="label"
      getPopupContainer={popupOnBody}
      onChange={(next) => onChange(next ?? undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      style={{ width: '100%' }}
    />
  );
}
