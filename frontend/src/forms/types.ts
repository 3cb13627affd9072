import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * The compiled form the server answers for one node and task state (forms/README.md,
 * "What it compiles to"). The browser renders it and validates with the same schema.
 */
export interface CompiledForm {
  formId: string;
  version: number;
  title: string;
  nodeId: string;
  mode: 'edit' | 'readonly';
  /** JSON Schema 2020-12 of the form data. */
  schema: RJSFSchema;
  /** rjsf UI schema: `ui:order`, per field `ui:widget`, `ui:options`, `ui:readonly`. */
  uiSchema: UiSchema;
  sections: FormSection[];
  defaults: Record<string, unknown>;
  /** Messages per field path (table columns as `table/column`) and rule. */
  messages: Record<string, Record<string, string>>;
  /** Labels per field path (table columns as `table/column`), for the 【label】 prefix. */
  labels?: Record<string, string>;
  /** Fields editable at this node. */
  editable: string[];
  /** Named validators used by the schema, options included (`positiveNumber:12:2`). */
  formats: string[];
}

export interface FormSection {
  id: string;
  title: string;
  fields: string[];
}

/** One validation failure, the same shape the server answers. */
export interface FieldError {
  /** Pointer-like path: `transfersType`, `shareData/0/volume`. */
  field: string;
  /** The failing keyword (`required`, `maxLength`...) or the format's name. */
  rule: string;
  message: string;
  /** The field's label (the server sends it). */
  label?: string;
}

export type FormData = Record<string, unknown>;

/** A JSON Schema fragment used as a condition (`visibleWhen`, `requiredWhen`). */
export type Condition = Record<string, unknown>;
