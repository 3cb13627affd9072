import { Input, Table } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { usePrivateFundPage } from '../api/get-private-fund-page';
import type { PrivateFundItem } from '../api/publication-types';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';
import { formatAmount } from './showcase-rules';

/** /privateEquityFund: the private-equity funds on display. */
export function PrivateEquityFundPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const [key, setKey] = useState('');
  const [page, setPage] = useState({ current: 1, size: 10 });
  const list = usePrivateFundPage({ tenantId, ...page, key: key || undefined });
  return (
    <div className="front-page" data-testid="private-equity-fund-page">
      <PageBanner title={t('front.privateEquityFund')} />
      <div className="front-body">
        <div className="list-toolbar">
          <span />
          <Input.Search
            placeholder={t('fund.search')}
            allowClear
            onSearch={(v) => {
              setKey(v.trim());
              setPage((p) => ({ ...p, current: 1 }));
            }}
            style={{ width: 320 }}
          />
        </div>
        <Table<PrivateFundItem>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.records ?? []}
          columns={[
            { title: t('fund.name'), dataIndex: 'fundName' },
            { title: t('fund.manager'), dataIndex: 'managerName', width: 220 },
            { title: t('fund.filingCode'), dataIndex: 'filingCode', width: 110 },
            { title: t('fund.type'), dataIndex: 'fundType', width: 150 },
            { title: t('fund.size'), dataIndex: 'fundSize', width: 180, align: 'right', render: (v: string) => formatAmount(v) },
            { title: t('fund.established'), dataIndex: 'establishedDate', width: 120 },
            { title: t('fund.custodian'), dataIndex: 'custodian', width: 190 },
          ]}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: list.data?.total ?? 0,
            showTotal: (total) => t('showcase.total', { total }),
            onChange: (current, size) => setPage({ current, size }),
          }}
        />
      </div>
    </div>
  );
}
