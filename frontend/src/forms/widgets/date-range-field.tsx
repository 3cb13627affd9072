import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { dateFormat, isFutureDate } from './date-widget';
import { ReadonlyText } from './readonly-text-widget';

/** `dateRange`: `[start, end]` as yyyy-MM-dd strings; `ui:options.noFuture` refuses dates after today. */
export function DateRangeField({ idSchema, formData, onChange, uiSchema, readonly, disabled, rawErrors }: FieldProps) {
  const options = getUiOptions(uiSchema);
  const range = Array.isArray(formData) ? (formData as string[]) : [];
  const id = idSchema.$id;
  if (readonly || disabled) return <ReadonlyText id={id} text={range.filter(Boolean).join(' ~ ')} />;
  return (
    <DatePicker.RangePicker
      id={id}
      value={range.length === 2 ? [dayjs(range[0], dateFormat), dayjs(range[1], dateFormat)] : null}
      format={dateFormat}
      disabledDate={options.noFuture ? (d) => isFutureDate(d) : undefined}
      status={rawErrors?.length ? 'error' : undefined}
      onChange={(dates) => onChange(dates && dates[0] && dates[1] ? [dates[0].format(dateFormat), dates[1].format(dateFormat)] : undefined)}
      style={{ width: '100%' }}
    />
  );
}
