// rjsf's `text` and `textarea` widgets as inputs that keep their own text (issue 23 item 4); the
// `amount` and `updown` widgets are the same input with their own rules for the text.
//
// antd's `Input` is controlled: every keystroke renders it (its css-in-js token hooks, rc-input
// cloning the input node) and, above it, rjsf's SchemaField with the new value, or React puts the
// old text back. Here the DOM element is the source of what is shown while typing: each change
// is committed to the form at once (so the store, validation, conditions, drafts and submit see
// every value), declared as already shown (kept-value.ts), and the field holding it skips
// rendering for that echo. A value that comes from anywhere else (another field's rule, a reset,
// a draft, an import) renders the widget, which writes it into the element. The element wears
// antd's classes (prefix, theme hash, variant, status and the form item's feedback icon), so it
// looks as antd's `Input` and `Input.TextArea` do; `InputStyles` keeps their styles registered.
import { ariaDescribedByIds, examplesId, getInputProps, getTemplate, type WidgetProps } from '@rjsf/utils';
import { ConfigProvider, Form, Input, theme } from 'antd';
import type { FormItemStatusContextProps } from 'antd/es/form/context';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type CompositionEvent,
  type Context,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { commitShown, KeptSyncContext } from '../kept-value';

/**
 * The form item's status context (status, whether it shows a feedback icon, and the icon), as
 * antd's own inputs read it. antd hands it out as `Form.Item.useStatus.Context` for compatible
 * packages; should that go, the widget shows no status of its own (the form item still does).
 */
const StatusContext: Context<FormItemStatusContextProps> =
  (Form.Item.useStatus as unknown as { Context?: Context<FormItemStatusContextProps> }).Context ?? createContext<FormItemStatusContextProps>({});

/** Input types typed as text; numbers (antd's InputNumber), dates, files and the like are rjsf's. */
const textTypes = new Set(['text', 'email', 'url', 'tel', 'search']);

const fullWidth: CSSProperties = { width: '100%' };

interface KeptTextProps {
  id: string;
  value: unknown;
  multiline: boolean;
  rows?: number;
  type?: string;
  placeholder?: string;
  disabled: boolean;
  list?: string;
  describedBy: string;
  extra?: Record<string, unknown>;
  /** Shown after the text, inside the input (an amount's unit). */
  suffix?: ReactNode;
  /** The input's own status, over the form item's (a table cell has no form item to say so). */
  status?: 'error';
  /**
   * Each change's text before it counts: the text to keep (an amount drops its commas) or null to
   * refuse the change, which puts the last text back, as a controlled input refusing it did.
   */
  accept?: (text: string) => string | null;
  /** The text shown while the user is not editing (an amount's separators and decimals). */
  format?: (text: string) => string;
  /** Whether the element's text already shows the given text (a number typed 007 shows 7). */
  shows?: (shown: string, text: string) => boolean;
  /** Receives the element's text after a change (never in the middle of an IME composition). */
  onText: (text: string) => void;
  onBlur?: (text: string) => void;
  onFocus?: (text: string) => void;
}

const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The element itself, in antd's `Input` (or `Input.TextArea`) dress. */
export function KeptText(props: KeptTextProps) {
  const { id, value, multiline, rows, type, placeholder, disabled, list, describedBy, extra, suffix, onBlur, onFocus } = props;
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('input');
  const { hashId } = theme.useToken();
  const { status: itemStatus, hasFeedback, feedbackIcon } = useContext(StatusContext);
  const status = props.status ?? itemStatus;
  const element = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const composing = useRef(false);
  // whether the user is editing (focused, or typing): the text as typed, not as `format` shows it
  const editing = useRef(false);
  // the handlers of the last render, for the element's events and the holder's requests to look
  const latest = useRef(props);
  const displayed = useCallback((text: string) => {
    const { format } = latest.current;
    return format && !editing.current ? format(text) : text;
  }, []);
  const text = textOf(value);
  // the first text is there from the first paint; later ones are written by the effects below
  const [initialText] = useState(() => displayed(text));

  // the value handed in is shown unless the element shows it already (the user typed it); an IME
  // composition under way is left alone. The holder asks again after it renders (kept-value.ts).
  const given = useRef(text);
  // the text of the value the element shows, unformatted: the last one typed or handed in
  const current = useRef(text);
  const show = useCallback(() => {
    const el = element.current;
    if (!el || composing.current) return;
    current.current = given.current;
    const wanted = displayed(given.current);
    if (el.value !== wanted && !latest.current.shows?.(el.value, wanted)) el.value = wanted;
  }, [displayed]);
  useLayoutEffect(() => {
    latest.current = props;
  });
  useLayoutEffect(() => {
    // a render of the widget's own (an amount's message) comes with the value the field last
    // rendered, which may be older than what was typed since: only a new value is shown
    if (given.current === text) return;
    given.current = text;
    show();
  });
  const sync = useContext(KeptSyncContext);
  useLayoutEffect(() => sync?.subscribe(show), [sync, show]);

  const changed = (el: HTMLInputElement & HTMLTextAreaElement) => {
    editing.current = true;
    const { accept, onText } = latest.current;
    const kept = accept ? accept(el.value) : el.value;
    if (kept === null) {
      el.value = displayed(current.current);
      return;
    }
    if (el.value !== kept) el.value = kept;
    current.current = kept;
    onText(kept);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
    if (composing.current || (event.nativeEvent as InputEvent).isComposing) return;
    changed(event.target);
  };
  const onCompositionStart = () => {
    composing.current = true;
  };
  const onCompositionEnd = (event: CompositionEvent<HTMLInputElement & HTMLTextAreaElement>) => {
    composing.current = false;
    changed(event.currentTarget);
  };
  // `format` is undone while the user edits and done again when they leave
  const focused = (event: FocusEvent<HTMLInputElement & HTMLTextAreaElement>) => {
    editing.current = true;
    const el = event.target;
    if (latest.current.format && !composing.current && el.value !== current.current) el.value = current.current;
    onFocus?.(el.value);
  };
  const left = (event: FocusEvent<HTMLInputElement & HTMLTextAreaElement>) => {
    const el = event.target;
    onBlur?.(el.value);
    editing.current = false;
    if (latest.current.format) el.value = displayed(current.current);
  };

  const variant = `${prefixCls}-outlined`;
  const statusCls = status ? `${prefixCls}-status-${status}` : '';
  const disabledCls = disabled ? `${prefixCls}-disabled` : '';
  const common = {
    ref: element,
    id,
    name: id,
    placeholder,
    disabled,
    list,
    'aria-describedby': describedBy,
    onChange,
    onCompositionStart,
    onCompositionEnd,
    onBlur: onBlur || props.format ? left : undefined,
    onFocus: onFocus || props.format ? focused : undefined,
    defaultValue: initialText,
    ...extra,
  };

  if (!hasFeedback && suffix === undefined) {
    // a bare input (a table cell, outside any form item): antd puts the variant on the input
    const className = [prefixCls, disabledCls, hashId, variant, statusCls].filter(Boolean).join(' ');
    return multiline ? (
      <textarea {...common} rows={rows} className={className} style={fullWidth} />
    ) : (
      <input {...common} type={type ?? 'text'} className={className} style={fullWidth} />
    );
  }
  const wrapperCls = [
    `${prefixCls}-affix-wrapper`,
    disabledCls,
    disabled ? `${prefixCls}-affix-wrapper-disabled` : '',
    multiline ? `${prefixCls}-textarea-affix-wrapper` : '',
    hashId,
    variant,
    statusCls,
  ]
    .filter(Boolean)
    .join(' ');
  const inputCls = [prefixCls, disabledCls, hashId].filter(Boolean).join(' ');
  const icon = hasFeedback ? feedbackIcon : null;
  return (
    <span className={wrapperCls} style={fullWidth}>
      {multiline ? <textarea {...common} rows={rows} className={inputCls} /> : <input {...common} type={type ?? 'text'} className={inputCls} />}
      <span className={`${prefixCls}-suffix`}>
        {multiline ? (
          <span className={`${prefixCls}-textarea-suffix`}>{icon}</span>
        ) : (
          <>
            {suffix}
            {icon}
          </>
        )}
      </span>
    </span>
  );
}

/** The text the widget commits for the element's text: empty is the field's empty value. */
function committed(text: string, options: WidgetProps['options']) {
  return text === '' ? options.emptyValue : text;
}

/**
 * The props rjsf's antd inputs take from a widget's (read-only shown disabled, as theirs); each
 * change commits `valueOf` the element's text, the field's empty value for no text unless told.
 */
export function keptProps(
  props: WidgetProps,
  valueOf: (text: string) => unknown = (text) => committed(text, props.options),
): Omit<KeptTextProps, 'multiline' | 'rows' | 'type' | 'list' | 'extra'> {
  const { id, value, onChange, onBlur, onFocus, placeholder, readonly, disabled, formContext } = props;
  const readonlyAsDisabled = (formContext as { readonlyAsDisabled?: boolean } | undefined)?.readonlyAsDisabled ?? true;
  return {
    id,
    value,
    placeholder,
    disabled: Boolean(disabled || (readonlyAsDisabled && readonly)),
    describedBy: ariaDescribedByIds(id, Boolean(props.schema.examples)),
    onText: (text) => {
      const next = valueOf(text);
      commitShown(id, next, () => onChange(next));
    },
    onBlur: readonly ? undefined : (text) => onBlur(id, text),
    onFocus: readonly ? undefined : (text) => onFocus(id, text),
  };
}

/** `text` (rjsf's TextWidget): a kept input for text types; numbers and the rest as rjsf draws them. */
export function KeptTextWidget(props: WidgetProps) {
  const { id, schema, type, options, registry } = props;
  const { type: inputType, ...extra } = getInputProps(schema, type, options, false);
  if (!textTypes.has(inputType ?? 'text') || props.onChangeOverride) {
    const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
    return <BaseInputTemplate {...props} />;
  }
  const examples = Array.isArray(schema.examples) ? (schema.examples as unknown[]) : null;
  return (
    <>
      <KeptText {...keptProps(props)} multiline={false} type={inputType} list={examples ? examplesId(id) : undefined} extra={extra} />
      {examples && (
        <datalist id={examplesId(id)}>
          {examples.concat(schema.default !== undefined && !examples.includes(schema.default) ? [schema.default] : []).map((example) => (
            <option key={String(example)} value={String(example)} />
          ))}
        </datalist>
      )}
    </>
  );
}

/** `textarea` (rjsf's TextareaWidget): a kept text area of `ui:options.rows` rows (4). */
export function KeptTextareaWidget(props: WidgetProps) {
  return <KeptText {...keptProps(props)} multiline rows={Number(props.options.rows) || 4} extra={{ type: 'textarea' }} />;
}

/**
 * antd registers an input's styles while one is mounted; the kept inputs wear the same classes,
 * so a form keeps one `Input` and one `Input.TextArea` mounted for their styles, in an element
 * outside the document (nothing to see, focus or find).
 */
export function InputStyles() {
  const [host] = useState(() => document.createElement('div'));
  return createPortal(
    <>
      <Input tabIndex={-1} />
      <Input.TextArea tabIndex={-1} />
    </>,
    host,
  );
}
