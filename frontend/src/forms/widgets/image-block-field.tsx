import { getUiOptions, type FieldProps } from '@rjsf/utils';

/** `image`: an image block (`ui:options.src`, `alt`, `width`); carries no value. */
export function ImageBlockField({ idSchema, schema, uiSchema }: FieldProps) {
  const options = getUiOptions(uiSchema);
  const src = typeof options.src === 'string' ? options.src : '';
  const alt = String(options.alt ?? schema.title ?? '');
  return (
    <figure id={idSchema.$id} className="form-image-block">
      {src && <img src={src} alt={alt} style={{ maxWidth: typeof options.width === 'number' ? options.width : '100%' }} />}
      {alt && <figcaption>{alt}</figcaption>}
    </figure>
  );
}
