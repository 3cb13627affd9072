import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { ReadonlyText } from './readonly-text-widget';

const integer = /^-?\d+$/;

/**
 * `updown` (a `number` item, an integer kept as a JSON number): what the user types is kept as
 * typed. A whole number within the safe range becomes the number; anything else (a decimal,
 * letters) stays the text, which the schema refuses with the field's message. The value is
 * never changed behind the user's back: -5 stays -5 and is refused (请输入正整数), never
 * clamped to the minimum as a spinner would.
 */
export function NumberWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, readonly, disabled, placeholder, label, rawErrors } = props;
  const t = useT();
  const outside = value === undefined || value === null ? '' : String(value);
  const [text, setText] = useState(outside);
  useEffect(() => {
    // a value set from outside (defaults, a reset, an import) replaces what was typed
    setText((typed) => (valueOf(typed) === value ? typed : outside));
  }, [outside, value]);

  if (readonly || disabled) return <ReadonlyText id={id} text={outside} />;
  return (
    <Input
      id={id}
      value={text}
      inputMode="numeric"
      status={rawErrors?.length ? 'error' : undefined}
      placeholder={placeholder || t('form.placeholder.input', { label })}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        onChange(valueOf(typed));
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

/** The form value of the typed text: a safe integer as a number, empty as nothing, else the text. */
export function valueOf(typed: string): number | string | undefined {
  const trimmed = typed.trim();
  if (trimmed === '') return undefined;
  if (integer.test(trimmed)) {
    const n = Number(trimmed);
    if (Number.isSafeInteger(n)) return n;
  }
  return trimmed;
}
