// rjsf's NumberField keeps what was typed in its own state, so that an input it controls goes on
// showing 1. or 1.50 rather than the 1 or 1.5 it hands the form; setting that state renders the
// field and its widget on every keystroke. A widget that keeps its own text (`updown`,
// number-widget.tsx) shows what was typed without that, so for it the field only turns the typed
// value into the number rjsf's would (the form's value type stays what it was), and passes the
// widget's declaration that it shows the value on to that number (kept-value.ts).
import { getDefaultRegistry } from '@rjsf/core';
import { asNumber, getUiOptions, type FieldProps } from '@rjsf/utils';
import { commitShown, isShown } from '../kept-value';

// rjsf's own: a trailing point, or trailing zeros after one, are dropped before the number is read
const trailingCharMatcherWithPrefix = /\.([0-9]*0)*$/;
const trailingCharMatcher = /[0.]0*$/;

/** The value rjsf's NumberField hands the form for a widget's value. */
function numberValue(value: unknown): unknown {
  const text = typeof value === 'string' && value.startsWith('.') ? `0${value}` : value;
  if (typeof text !== 'string') return asNumber(text as string | null);
  return asNumber(trailingCharMatcherWithPrefix.test(text) ? text.replace(trailingCharMatcher, '') : text);
}

const RjsfNumberField = getDefaultRegistry().fields.NumberField;

/** rjsf's NumberField, but for `updown` the typed value passed on as a number without a render. */
export function NumberField(props: FieldProps) {
  if (getUiOptions(props.uiSchema).widget !== 'updown') return <RjsfNumberField {...props} />;
  const { registry, idSchema, onChange } = props;
  const { StringField } = registry.fields;
  const change: FieldProps['onChange'] = (value, errorSchema, id) => {
    const next = numberValue(value);
    if (isShown(idSchema.$id, value)) commitShown(idSchema.$id, next, () => onChange(next, errorSchema, id));
    else onChange(next, errorSchema, id);
  };
  return <StringField {...props} onChange={change} />;
}
