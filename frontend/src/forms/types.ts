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

/** What the page rendering a form knows that the compiled form does not. */
export interface FormPageContext {
  /** The business applied for (the apply page): an upload with `importTo` imports through it. */
  appId?: string;
  /** Holders' names by registration account number (the approve page): a read-only account is shown with its holder. */
  holderNames?: Record<string, string>;
}

/** An uploaded file as a form keeps it (an `upload` field's value is a list of these). */
export interface FileRef {
  attachId: string;
  originalName: string;
}

/** How an Excel import into a table ended: the stored file and the rows taken, or the refusal. */
export type TableImport = { ok: true; file: FileRef; rows: number } | { ok: false; msg: string };

/**
 * Imports a file into the table `table` (an upload's `ui:options.importTo`): the answered rows
 * replace the table's rows. The renderer gives it to its fields when the page names the business.
 */
export type ImportFile = (file: File, table: string) => Promise<TableImport>;
