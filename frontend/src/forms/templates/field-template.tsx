import { Templates } from '@rjsf/antd';
import type { FieldTemplateProps } from '@rjsf/utils';
import { createContext, memo, useContext, type ReactNode } from 'react';
import { labelledFields } from '../ui-normalise';

const AntdFieldTemplate = Templates.FieldTemplate!;

/** The field's widget, handed past the memoised chrome (see `FieldChrome`). */
const FieldChildren = createContext<ReactNode>(null);

function ChildrenOutlet() {
  return <>{useContext(FieldChildren)}</>;
}
const outlet = <ChildrenOutlet />;

/**
 * Props that rjsf's SchemaField makes afresh on every render although they follow from others:
 * the description, help and error elements (drawn from rawDescription, rawHelp and rawErrors
 * with the schema, UI schema and id), the value (the chrome does not show it) and the widget
 * itself (which reaches the chrome's outlet through context).
 */
const derivedProps = new Set<string>(['children', 'description', 'help', 'errors', 'formData']);

function sameErrors(a: string[] | undefined, b: string[] | undefined) {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((e, i) => e === b[i]);
}

/** Whether the chrome would render the same: every prop but the derived ones, errors by content. */
export function sameChrome(prev: FieldTemplateProps, next: FieldTemplateProps): boolean {
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)]);
  for (const key of keys) {
    if (derivedProps.has(key)) continue;
    const a = (prev as unknown as Record<string, unknown>)[key];
    const b = (next as unknown as Record<string, unknown>)[key];
    if (key === 'rawErrors' ? !sameErrors(a as string[] | undefined, b as string[] | undefined) : a !== b) return false;
  }
  return true;
}

/**
 * antd's form item around a field (label, required mark, help, error, feedback). A keystroke
 * changes only the widget inside it, so it renders again only when something it shows changes
 * (the label, the required flag, the errors, the UI schema…); the widget is rendered through the
 * outlet.
 */
const FieldChrome = memo(function FieldChrome(props: FieldTemplateProps) {
  const field = props.uiSchema?.['ui:field'];
  const displayLabel = props.displayLabel || (typeof field === 'string' && labelledFields.has(field));
  return (
    <div className="form-field" data-field={props.id}>
      <AntdFieldTemplate {...props} displayLabel={displayLabel}>
        {outlet}
      </AntdFieldTemplate>
    </div>
  );
}, sameChrome);

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
  return (
    <FieldChildren.Provider value={props.children}>
      <FieldChrome {...props} />
    </FieldChildren.Provider>
  );
}
