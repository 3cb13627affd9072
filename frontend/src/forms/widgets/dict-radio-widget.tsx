import type { WidgetProps } from '@rjsf/utils';
import { DictChoiceWidget } from './dict-select-widget';

/** `dictRadio`: a radio group of the dictionary `dicKeyWord`. */
export function DictRadioWidget(props: WidgetProps) {
  return <DictChoiceWidget {...props} variant="radio" />;
}
