import { Theme } from '@rjsf/antd';
import type { WidgetProps } from '@rjsf/utils';
import { disabledByExclusive, exclusiveChoice } from '../exclusive-choice';

const Base = Theme.widgets!.CheckboxesWidget!;

/**
 * `checkboxes` (a static multiple choice): rjsf's own, and with `exclusive` (the option that
 * stands alone, 无) choosing it clears the others, which stay disabled while it is chosen.
 */
export function CheckboxesWidget(props: WidgetProps) {
  const alone = props.options.exclusive;
  if (typeof alone !== 'string') return <Base {...props} />;
  const chosen = Array.isArray(props.value) ? props.value.map(String) : [];
  const values = (props.options.enumOptions ?? []).map((o) => String(o.value));
  const locked = values.filter((v) => disabledByExclusive(alone, chosen, v));
  const own = (props.options.enumDisabled ?? []) as string[];
  return (
    <Base
      {...props}
      options={{ ...props.options, enumDisabled: [...own, ...locked] }}
      onChange={(next: unknown) => props.onChange(exclusiveChoice(alone, chosen, Array.isArray(next) ? next.map(String) : []))}
    />
  );
}
