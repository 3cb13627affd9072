import type { WidgetProps } from '@rjsf/utils';
import { App, Input } from 'antd';
import { useRef } from 'react';
import { useT } from '@/lib/i18n';
import { bondNameRefusal } from '../api/check-bond-name';
import { ReadonlyText } from './readonly-text-widget';

/** 03 §9: a bond's name and short name are at most 50 characters. */
export const bondNameMax = 50;

/**
 * A bond's name or short name (03 §5 "Name check"): on leaving the field the bond register is
 * asked whether the name is free; a taken one shows `[name]` and the server's message, and the
 * field is emptied. The check is asked once per name typed.
 */
export function BondNameWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, onFocus, readonly, disabled, placeholder, label, rawErrors } = props;
  const t = useT();
  const { message } = App.useApp();
  const asked = useRef<string | undefined>(undefined);
  if (readonly || disabled) return <ReadonlyText id={id} text={value ? String(value) : ''} />;
  const check = async () => {
    const typed = String(value ?? '').trim();
    onBlur(id, value);
    if (!typed || asked.current === typed) return;
    asked.current = typed;
    const refusal = await bondNameRefusal(name, typed);
    if (refusal) {
      void message.error(`[${typed}]${refusal}`);
      asked.current = undefined;
      onChange(undefined);
    }
  };
  return (
    <Input
      id={id}
      value={value == null ? '' : String(value)}
      maxLength={bondNameMax}
      status={rawErrors?.length ? 'error' : undefined}
      placeholder={placeholder || t('form.placeholder.input', { label })}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => void check()}
      onFocus={() => onFocus(id, value)}
      data-testid={`bond-name-${name}`}
    />
  );
}
