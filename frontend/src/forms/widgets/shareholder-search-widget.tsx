import { SearchOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { ReadonlyText } from './readonly-text-widget';
import { ShareholderSearchDialog } from './shareholder-search-dialog';

/**
 * `widget: "shareholderSearch"` on an input: a registration account typed, or found with the
 * shareholder search dialog by the shareholder's name and certificate (staff at the counter
 * changing an investor's certificate, 550221).
 */
export function ShareholderSearchWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, readonly, disabled, placeholder, label, rawErrors } = props;
  const t = useT();
  const [open, setOpen] = useState(false);
  const text = value === undefined || value === null ? '' : String(value);
  if (readonly || disabled) return <ReadonlyText id={id} text={text} />;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={text}
        status={rawErrors?.length ? 'error' : undefined}
        placeholder={placeholder || t('form.placeholder.input', { label })}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <Button icon={<SearchOutlined />} onClick={() => setOpen(true)}>
        {t('form.shareholder.open')}
      </Button>
      <ShareholderSearchDialog
        open={open}
        onClose={() => setOpen(false)}
        onChoose={(record) => {
          setOpen(false);
          onChange(record.accountNumber);
        }}
      />
    </Space.Compact>
  );
}
