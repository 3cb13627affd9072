import { Templates } from '@rjsf/antd';
import type { FieldTemplateProps } from '@rjsf/utils';
import { labelledFields } from '../ui-normalise';

const AntdFieldTemplate = Templates.FieldTemplate!;

/**
 * antd's field template, with labels beside the upload, area and holder fields too. Tables draw
 * their own title and errors, and their cells are bare (no form item), so a large table stays
 * light to render and to type in.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const field = props.uiSchema?.['ui:field'];
  // a section's own object: its grid only, no form item around it
  if (props.id === 'root') return props.children;
  if (field === 'table') return props.children;
  if ((props.uiSchema?.['ui:options'] as { cell?: boolean } | undefined)?.cell) {
    const error = props.rawErrors?.[0];
    return (
      <div className={error ? 'form-cell has-error' : 'form-cell'} data-field={props.id}>
        {props.children}
        {error && <div className="form-widget-error">{error}</div>}
      </div>
    );
  }
  const displayLabel = props.displayLabel || (typeof field === 'string' && labelledFields.has(field));
  return (
    <div className="form-field" data-field={props.id}>
      <AntdFieldTemplate {...props} displayLabel={displayLabel} />
    </div>
  );
}
