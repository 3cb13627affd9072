// rjsf's SchemaField rendered outside rjsf's own object field: the renderer draws each field of a
// section, and the tables each cell, themselves so that typing renders one field again, not the
// whole form. Every such place goes through `SchemaSlot`.
import type { ErrorSchema, FieldProps, Registry, RJSFSchema, UiSchema } from '@rjsf/utils';
import { memo, useCallback, useMemo } from 'react';

const noop = () => undefined;

export interface SchemaSlotProps {
  registry: Registry;
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  idSchema: FieldProps['idSchema'];
  value: unknown;
  errorSchema: ErrorSchema | undefined;
  onChange: (value: unknown) => void;
  required: boolean;
  readonly: boolean;
  disabled: boolean;
}

/** One field through rjsf's SchemaField, with its own value, errors and change handler. */
export function SchemaSlot({ registry, name, schema, uiSchema, idSchema, value, errorSchema, onChange, required, readonly, disabled }: SchemaSlotProps) {
  const SchemaField = registry.fields.SchemaField;
  return (
    <SchemaField
      name={name}
      schema={schema}
      uiSchema={uiSchema}
      idSchema={idSchema}
      formData={value}
      errorSchema={errorSchema}
      onChange={onChange}
      onBlur={noop}
      onFocus={noop}
      registry={registry}
      required={required}
      readonly={readonly}
      disabled={disabled}
    />
  );
}

export interface ColumnSlotProps extends Omit<SchemaSlotProps, 'name' | 'idSchema' | 'onChange'> {
  /** The DOM id of the cell's input. */
  id: string;
  col: string;
  /** The row the cell belongs to, handed back to `onColumnChange` (none in a row dialog). */
  row?: number;
  onColumnChange: (col: string, value: unknown, row?: number) => void;
}

/** One column of a table row; rendered again only when its value or errors change. */
export const ColumnSlot = memo(function ColumnSlot({ id, col, row, onColumnChange, ...field }: ColumnSlotProps) {
  const idSchema = useMemo(() => ({ $id: id }) as FieldProps['idSchema'], [id]);
  const onChange = useCallback((next: unknown) => onColumnChange(col, next, row), [onColumnChange, col, row]);
  return <SchemaSlot {...field} name={col} idSchema={idSchema} onChange={onChange} />;
});
