import { SearchOutlined } from '@ant-design/icons';
import type { FieldProps } from '@rjsf/utils';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import type { HolderRecord } from '../api/query-holder-by-page';
import { HolderSearchDialog } from './holder-search-dialog';
import { ReadonlyText } from './readonly-text-widget';

/** The text of a chosen holder: registration account and name. */
export function holderText(value: unknown): string {
  if (value == null || value === '') return '';
  if (typeof value !== 'object') return String(value);
  const v = value as Partial<HolderRecord>;
  return [v.accountNumber, v.holderName].filter(Boolean).join(' ');
}

/**
 * `holderSearch`: a holder chosen from the search dialog. A string schema keeps the registration
 * account; an object schema keeps the holder's fields that the schema names.
 */
export function HolderSearchField(props: FieldProps) {
  const { idSchema, formData, onChange, schema, readonly, disabled, rawErrors } = props;
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = idSchema.$id;
  if (readonly || disabled) return <ReadonlyText id={id} text={holderText(formData)} />;

  const onChoose = (holder: HolderRecord) => {
    setOpen(false);
    if (schema.type === 'object') {
      const keys = Object.keys(schema.properties ?? {});
      const source = holder as unknown as Record<string, unknown>;
      const picked = keys.length ? Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]])) : source;
      onChange(picked);
    } else onChange(holder.accountNumber);
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        readOnly
        value={holderText(formData)}
        status={rawErrors?.length ? 'error' : undefined}
        placeholder={t('form.holder.placeholder')}
        onClick={() => setOpen(true)}
        allowClear
        onChange={(event) => event.target.value === '' && onChange(undefined)}
      />
      <Button icon={<SearchOutlined />} onClick={() => setOpen(true)}>
        {t('form.holder.open')}
      </Button>
      <HolderSearchDialog open={open} onClose={() => setOpen(false)} onChoose={onChoose} />
    </Space.Compact>
  );
}
