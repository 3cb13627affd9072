import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';
import { useT } from '@/lib/i18n';
import { ReadonlyText } from './readonly-text-widget';

/** What a read-only password shows, whatever its length: the value is never echoed. */
export const maskedPassword = '******';

/**
 * `widget: "password"` on an input (03 §1 "Masked password input"): dots while typed with a
 * show/hide toggle; read-only (an approval node, a handled task, a detail page) it reads ******,
 * never the value. Nothing here logs it; the browser is asked not to remember it.
 */
export function PasswordWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, onFocus, readonly, disabled, placeholder, label, rawErrors } = props;
  const t = useT();
  const filled = value !== undefined && value !== null && value !== '';
  if (readonly || disabled) return <ReadonlyText id={id} text={filled ? maskedPassword : ''} />;
  return (
    <Input.Password
      id={id}
      value={filled ? String(value) : ''}
      autoComplete="new-password"
      status={rawErrors?.length ? 'error' : undefined}
      placeholder={placeholder || t('form.placeholder.input', { label })}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      data-testid={`password-${name}`}
    />
  );
}
