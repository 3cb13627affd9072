import { Table, Tag } from 'antd';
import type { CompanyServiceRow } from '@/api/get-current-company';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';

const typeKeys: Record<number, LocaleKey> = { 1: 'company.service.custody', 2: 'company.service.display', 3: 'company.service.board' };

/** The enterprise's service rows (托管, 展示, 专精特新): type, status, start and end dates, the reason it stopped. */
export function CompanyServiceTable({ services, only }: { services: CompanyServiceRow[]; only?: number[] }) {
  const t = useT();
  const rows = only ? services.filter((s) => only.includes(s.serviceType)) : services;
  return (
    <Table<CompanyServiceRow>
      size="small"
      rowKey={(r) => `${r.serviceType}-${r.serviceStatusStartDate ?? ''}-${r.serviceStatus}`}
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: t('company.service.none') }}
      data-testid="company-services"
      columns={[
        { title: t('company.service.type'), key: 'type', render: (_, r) => (typeKeys[r.serviceType] ? t(typeKeys[r.serviceType]) : t('company.service.other')) },
        {
          title: t('company.service.status'),
          key: 'status',
          render: (_, r) => (
            <Tag color={r.serviceStatus === 1 ? 'green' : 'default'} data-testid={`service-status-${r.serviceType}`}>
              {t(r.serviceStatus === 1 ? 'company.service.running' : 'company.service.stopped')}
            </Tag>
          ),
        },
        { title: t('company.service.start'), key: 'start', render: (_, r) => r.serviceStatusStartDate ?? '--' },
        { title: t('company.service.end'), key: 'end', render: (_, r) => r.serviceStatusEndDate ?? '--' },
        { title: t('company.service.reason'), key: 'reason', render: (_, r) => r.statusUpdateReason ?? '--' },
      ]}
    />
  );
}
