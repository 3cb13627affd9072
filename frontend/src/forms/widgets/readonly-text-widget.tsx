import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { useT, type Translate } from '@/lib/i18n';

interface Choice {
  value: unknown;
  label: string;
}

function choicesOf(schema: RJSFSchema | undefined): Choice[] {
  if (!schema) return [];
  const own = schema as RJSFSchema & { enumNames?: string[] };
  if (Array.isArray(own.oneOf) || Array.isArray(own.anyOf)) {
    return ((own.oneOf ?? own.anyOf) as RJSFSchema[]).map((s) => ({ value: s.const, label: String(s.title ?? s.const) }));
  }
  if (Array.isArray(own.enum)) return (own.enum as unknown[]).map((v, i) => ({ value: v, label: String(own.enumNames?.[i] ?? v) }));
  if (own.items && typeof own.items === 'object' && !Array.isArray(own.items)) return choicesOf(own.items as RJSFSchema);
  return [];
}

/** A value as read-only text: option labels for choices, 是/否 for switches, lists joined. */
export function displayText(schema: RJSFSchema | undefined, value: unknown, t: Translate, known?: Choice[]): string {
  if (value === undefined || value === null || value === '') return '';
  const choices = known && known.length ? known : choicesOf(schema);
  const one = (v: unknown): string => {
    if (typeof v === 'boolean') return v ? t('form.yes') : t('form.no');
    const choice = choices.find((c) => c.value === v || String(c.value) === String(v));
    if (choice) return choice.label;
    if (v && typeof v === 'object') return Object.values(v as Record<string, unknown>).filter((x) => x !== '' && x != null).join(' ');
    return String(v);
  };
  return Array.isArray(value) ? value.map(one).join('、') : one(value);
}

/** Read-only shows the value as text, not as a disabled input. */
export function ReadonlyText({ id, text }: { id?: string; text: string }) {
  const t = useT();
  return (
    <span id={id} className="form-readonly-text" data-testid={id ? `ro-${id}` : undefined}>
      {text === '' ? t('form.empty') : text}
    </span>
  );
}

/** The props that name a registration account (in the form or in a table's row). */
const accountProps = ['accountNumberOut', 'accountNumberIn', 'accountNumber', 'securityAccountNo'];

/** An account number with its holder's name, 2000000001（张伟）, when the page knows it. */
export function withHolder(id: string | undefined, text: string, names: Record<string, string> | undefined): string {
  const name = names?.[text];
  if (!name || !id || !accountProps.some((p) => id.endsWith(`_${p}`))) return text;
  return `${text}（${name}）`;
}

export function ReadonlyTextWidget({ id, schema, value, options, uiSchema, registry }: WidgetProps) {
  const t = useT();
  // labels of static options: rjsf's enumOptions, or the item's dataList
  const list = (options.enumOptions ?? (uiSchema?.['ui:options'] as { dataList?: Choice[] } | undefined)?.dataList ?? []) as Choice[];
  const names = (registry.formContext as { holderNames?: Record<string, string> } | undefined)?.holderNames;
  return <ReadonlyText id={id} text={withHolder(id, displayText(schema, value, t, list), names)} />;
}
