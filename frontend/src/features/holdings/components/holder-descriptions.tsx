import { Descriptions, Tag } from 'antd';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import type { HolderDetail } from '../api/get-holder-detail';
import { organTypeKey, statusKey } from './account-overview-page';

const statusColor = (status: number | string) => ({ '1': 'green', '2': 'default', '3': 'red' })[String(status)] ?? 'orange';

/** A holder's register record: name, account, type, certificate, account status and 确权 state. */
export function HolderDescriptions({ holder }: { holder: HolderDetail }) {
  const t = useT();
  const text = (key: LocaleKey | null, raw: unknown) => (key ? t(key) : String(raw ?? ''));
  const confirmed = Number(holder.rightsConfirmed) === 1;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      data-testid="holder"
      items={[
        { key: 'name', label: t('account.holderName'), children: <span data-testid="holder-name">{holder.holderName}</span> },
        { key: 'account', label: t('account.accountNumber'), children: <span data-testid="holder-account">{holder.accountNumber}</span> },
        { key: 'organType', label: t('capital.organType'), children: text(organTypeKey(holder.organType), holder.organType) },
        { key: 'cert', label: t('holder.certificate'), children: [holder.certType, holder.certificateNo].filter(Boolean).join(' ') || '-' },
        ...(holder.mobile ? [{ key: 'mobile', label: t('holder.mobile'), children: holder.mobile }] : []),
        {
          key: 'status',
          label: t('account.status'),
          children: (
            <Tag color={statusColor(holder.holderAccountStatus)} data-testid="holder-status">
              {text(statusKey(holder.holderAccountStatus), holder.holderAccountStatus)}
            </Tag>
          ),
        },
        {
          key: 'confirmed',
          label: t('holder.rights'),
          children: (
            <Tag color={confirmed ? 'green' : 'orange'} data-testid="holder-confirmed">
              {t(confirmed ? 'holder.confirmed' : 'holder.unconfirmed')}
            </Tag>
          ),
        },
      ]}
    />
  );
}
