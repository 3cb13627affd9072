import type { WidgetProps } from '@rjsf/utils';
import { Switch } from 'antd';
import { useT } from '@/lib/i18n';
import { ReadonlyText } from './readonly-text-widget';

/** `switch`: a boolean as a switch. */
export function SwitchWidget({ id, value, onChange, readonly, disabled }: WidgetProps) {
  const t = useT();
  if (readonly || disabled) return <ReadonlyText id={id} text={value == null ? '' : value ? t('form.yes') : t('form.no')} />;
  return <Switch id={id} checked={value === true} onChange={(checked) => onChange(checked)} />;
}
