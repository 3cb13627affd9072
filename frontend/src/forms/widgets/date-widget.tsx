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

/** Days before yesterday (the server's, in Beijing) are not offered when `noPast` is set (03 §5 the raise dates). */
export function isPastDate(date: Dayjs, today = dayjs(serverToday(), dateFormat)): boolean {
  return date.isBefore(today.subtract(1, 'day'), 'day');
}

/** Whether the picker refuses a day: after today with `noFuture`, before yesterday with `noPast`. */
function refused(options: WidgetProps['options'], d: Dayjs): boolean {
  return (Boolean(options.noFuture) && isFutureDate(d)) || (Boolean(options.noPast) && isPastDate(d));
}

/** `date`: a yyyy-MM-dd string; `ui:options.noFuture` refuses dates after today, `noPast` before yesterday. */
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
      disabledDate={options.noFuture || options.noPast ? (d) => refused(options, d) : undefined}
      status={rawErrors?.length ? 'error' : undefined}
      placeholder={placeholder || t('form.placeholder.select', { label })}
      onChange={(d) => {
        if (d && refused(options, d)) return;
        onChange(d ? d.format(dateFormat) : undefined);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      style={{ width: '100%' }}
    />
  );
}
