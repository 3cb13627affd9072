import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { amountDecimals, cleanAmountInput, exceedsSafeLength, formatAmount, unitText } from '../amount-format';
import { KeptText, keptProps } from './kept-text-widget';
import { ReadonlyText } from './readonly-text-widget';

const typing = /^-?\d*(\.\d*)?$/;

const amountOf = (text: string) => (text === '' ? undefined : text);

/**
 * `amount`: a decimal kept as a string (never a float). Shown with thousands separators and two
 * decimals (six for ten-thousand units, `ui:options.unit` tenThousand); while focused the plain digits
 * are edited, in an input that keeps its own text (kept-text-widget.tsx): a keystroke renders
 * nothing. A number above 2^53 is refused with 数字超过最大安全长度.
 */
export function AmountWidget(props: WidgetProps) {
  const { id, value, options, readonly, disabled, placeholder, label, rawErrors } = props;
  const t = useT();
  const decimals = amountDecimals(options.unit);
  const text = value == null ? '' : String(value);
  const [tooLarge, setTooLarge] = useState(false);
  const unit = unitText(options.unit);

  if (readonly || disabled) return <ReadonlyText id={id} text={text === '' ? '' : `${formatAmount(text, decimals)}${unit ? ` ${unit}` : ''}`} />;

  // the digits typed, commas and spaces dropped; anything else is refused as it is typed
  const accept = (typed: string) => {
    const next = cleanAmountInput(typed);
    if (!typing.test(next)) return null;
    const over = exceedsSafeLength(next);
    // the message renders the widget only when it comes or goes
    if (over !== tooLarge) setTooLarge(over);
    return over ? null : next;
  };
  return (
    <>
      <KeptText
        {...keptProps(props, amountOf)}
        multiline={false}
        extra={{ inputMode: 'decimal' }}
        suffix={unit}
        status={tooLarge || rawErrors?.length ? 'error' : undefined}
        placeholder={placeholder || t('form.placeholder.input', { label })}
        accept={accept}
        format={(shown) => (shown === '' ? '' : formatAmount(shown, decimals))}
      />
      {tooLarge && (
        <div className="form-widget-error" role="alert">
          {t('form.amount.tooLarge')}
        </div>
      )}
    </>
  );
}
