import type { WidgetProps } from '@rjsf/utils';
import { DictChoiceWidget } from './dict-select-widget';

/** `dictCheckboxes`: a checkbox group of the dictionary `dicKeyWord` (an array of keys). */
export function DictCheckboxesWidget(props: WidgetProps) {
  return <DictChoiceWidget {...props} variant="checkboxes" />;
}
