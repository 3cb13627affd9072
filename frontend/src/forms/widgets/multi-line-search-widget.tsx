import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { ReadonlyText } from './readonly-text-widget';

/** Lines of a multi-line search joined as the value: split by lines, blanks dropped, commas between (02 §5). */
export function joinLines(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(',');
}

/** `multiLineSearch`: one search term per line, kept as a comma-joined string. */
export function MultiLineSearchWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, readonly, disabled, placeholder, rawErrors } = props;
  const t = useT();
  const joined = value == null ? '' : String(value);
  // the text as typed; re-derived from the value when the value changes from outside
  const [text, setText] = useState(joined.split(',').filter(Boolean).join('\n'));
  const shown = joinLines(text) === joined ? text : joined.split(',').filter(Boolean).join('\n');
  if (readonly || disabled) return <ReadonlyText id={id} text={joined} />;
  return (
    <Input.TextArea
      id={id}
      value={shown}
      autoSize={{ minRows: 3, maxRows: 8 }}
      status={rawErrors?.length ? 'error' : undefined}
      placeholder={placeholder || t('form.multiLine.placeholder')}
      onChange={(event) => {
        setText(event.target.value);
        const next = joinLines(event.target.value);
        onChange(next === '' ? undefined : next);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
