import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';
import { useT } from '@/lib/i18n';

/** `richText`: edited as text; read-only shows the text with its line breaks. */
export function RichTextWidget({ id, value, onChange, readonly, disabled, placeholder, label, rawErrors }: WidgetProps) {
  const t = useT();
  if (readonly || disabled) {
    return (
      <div id={id} className="form-readonly-text form-rich-text">
        {value ? String(value) : t('form.empty')}
      </div>
    );
  }
  return (
    <Input.TextArea
      id={id}
      value={value ?? ''}
      autoSize={{ minRows: 4, maxRows: 16 }}
      status={rawErrors?.length ? 'error' : undefined}
      placeholder={placeholder || t('form.placeholder.input', { label })}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
    />
  );
}
