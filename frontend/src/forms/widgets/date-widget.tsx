import type { WidgetProps } from '@rjsf/utils';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useT } from '@/lib/i18n';
import { serverToday } from '@/lib/server-clock';
import { ReadonlyText } from './readonly-text-widget';

export const dateFormat = 'YYYY-MM-DD';

/** Dates after today (the server's, in Beijing) are refused when `noFuture` is set (02 §5). */
export function isFutureDate(date: Dayjs, today = dayjs(serverToday(), dateFormat)): boolean {
  return date.isAfter(today, 'day');
}

/** `date`: a yyyy-MM-dd string; `ui:options.noFuture` refuses dates after today. */
export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, readonly, disabled, placeholder, label, rawErrors } = props;
  const t = useT();
  if (readonly || disabled) return <ReadonlyText id={id} text={value ? String(value) : ''} />;
  const parsed = value ? dayjs(String(value), dateFormat) : null;
  return (
    <DatePicker
      id={id}
      value={parsed && parsed.isValid() ? parsed : null}
      format={dateFormat}
      disabledDate={options.noFuture ? (d) => isFutureDate(d) : undefined}
      status={rawErrors?.length ? 'error' : undefined}
      placeholder={placeholder || t('form.placeholder.select', { label })}
      onChange={(d) => {
        if (d && options.noFuture && isFutureDate(d)) return;
        onChange(d ? d.format(dateFormat) : undefined);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      style={{ width: '100%' }}
    />
  );
}
