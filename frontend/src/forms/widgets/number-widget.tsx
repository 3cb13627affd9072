import type { WidgetProps } from '@rjsf/utils';
import { useT } from '@/lib/i18n';
import { KeptText, keptProps } from './kept-text-widget';
import { ReadonlyText } from './readonly-text-widget';

const integer = /^-?\d+$/;
const numeric = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * `updown` (a `number` item, an integer kept as a JSON number): what the user types is kept as
 * typed, in an input that keeps its own text (kept-text-widget.tsx): a keystroke renders nothing.
 * A whole number within the safe range becomes the number; anything else (a decimal, letters)
 * stays the text, which the schema refuses with the field's message. The value is never changed
 * behind the user's back: -5 stays -5 and is refused (请输入正整数), never clamped to the minimum
 * as a spinner would.
 */
export function NumberWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, placeholder, label, rawErrors } = props;
  const t = useT();
  if (readonly || disabled) return <ReadonlyText id={id} text={value === undefined || value === null ? '' : String(value)} />;
  return (
    <KeptText
      {...keptProps(props, valueOf)}
      multiline={false}
      extra={{ inputMode: 'numeric' }}
      status={rawErrors?.length ? 'error' : undefined}
      placeholder={placeholder || t('form.placeholder.input', { label })}
      shows={sameNumber}
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

/**
 * Whether the typed text stands for the value: the number field turns 1.50 into 1.5 and 007 into
 * 7 on the way to the form, and what was typed stays on screen as it did when the input was
 * controlled.
 */
function sameNumber(typed: string, text: string): boolean {
  const a = typed.trim();
  const b = text.trim();
  return a === b || (numeric.test(a) && numeric.test(b) && Number(a) === Number(b));
}
