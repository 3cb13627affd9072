import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { amountDecimals, cleanAmountInput, exceedsSafeLength, formatAmount, unitText } from '../amount-format';
import { ReadonlyText } from './readonly-text-widget';

const typing = /^-?\d*(\.\d*)?$/;

/**
 * `amount`: a decimal kept as a string (never a float). Shown with thousands separators and two
 * decimals (six for ten-thousand units, `ui:options.unit` tenThousand); while focused the plain digits
 * are edited. A number above 2^53 is refused with 数字超过最大安全长度.
 */
export function AmountWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, readonly, disabled, placeholder, label, rawErrors } = props;
  const t = useT();
  const decimals = amountDecimals(options.unit);
  const text = value == null ? '' : String(value);
  const [editing, setEditing] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const unit = unitText(options.unit);

  if (readonly || disabled) return <ReadonlyText id={id} text={text === '' ? '' : `${formatAmount(text, decimals)}${unit ? ` ${unit}` : ''}`} />;

  const shown = editing ?? (text === '' ? '' : formatAmount(text, decimals));
  return (
    <>
      <Input
        id={id}
        value={shown}
        inputMode="decimal"
        suffix={unit}
        status={tooLarge || rawErrors?.length ? 'error' : undefined}
        placeholder={placeholder || t('form.placeholder.input', { label })}
        onFocus={() => {
          setEditing(text);
          onFocus(id, value);
        }}
        onBlur={() => {
          setEditing(null);
          onBlur(id, value);
        }}
        onChange={(event) => {
          const next = cleanAmountInput(event.target.value);
          if (!typing.test(next)) return;
          if (exceedsSafeLength(next)) {
            setTooLarge(true);
            return;
          }
          setTooLarge(false);
          setEditing(next);
          onChange(next === '' ? undefined : next);
        }}
      />
      {tooLarge && (
        <div className="form-widget-error" role="alert">
          {t('form.amount.tooLarge')}
        </div>
      )}
    </>
  );
}
