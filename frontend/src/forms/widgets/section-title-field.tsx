import { getUiOptions, type FieldProps } from '@rjsf/utils';

/** `title`: a section title inside a section; carries no value. */
export function SectionTitleField({ idSchema, schema, uiSchema }: FieldProps) {
  const options = getUiOptions(uiSchema);
  return (
    <div id={idSchema.$id} className="form-section-title">
      {String(options.text ?? options.title ?? schema.title ?? '')}
    </div>
  );
}
