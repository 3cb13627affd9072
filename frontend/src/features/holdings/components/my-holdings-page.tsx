import { Card, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useCurrentUserInfo } from '@/api/get-current-user-info';
import { ExportButton } from '@/components/export-button';
import { useT } from '@/lib/i18n';
import { exportHoldings } from '../api/export-holdings';
import { useHoldings, type Holding } from '@/api/query-holdings';
import { faceValue, shares, yuan } from './holding-format';
import { BondHoldingsCard } from './bond-holdings-card';
import { HoldingsFailure } from './holdings-failure';

/** /gd/wdcgxx 我的持股信息: what the current registration account holds, shares paged (导出: every one), bonds below. */
export function MyHoldingsPage() {
  const t = useT();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const holdings = useHoldings(page);
  const account = useCurrentUserInfo().data?.shareAccountInfo;
  const number = (key: 'volume' | 'pledged' | 'frozen' | 'freeVolume') => (_: unknown, r: Holding) => (
    <span data-testid={`${key}-${r.productCode}`}>{shares(r[key])}</span>
  );

  const columns: ColumnsType<Holding> = [
    { title: t('holdings.productCode'), dataIndex: 'productCode', key: 'productCode' },
    {
      title: t('holdings.productName'),
      key: 'productName',
      render: (_, r) => (
        <Tooltip title={r.companyName ?? r.productName}>
          <span data-testid={`name-${r.productCode}`}>{r.companyShortName ?? r.productName}</span>
        </Tooltip>
      ),
    },
    { title: t('holdings.volume'), key: 'volume', align: 'right', render: number('volume') },
    { title: t('holdings.pledged'), key: 'pledged', align: 'right', render: number('pledged') },
    { title: t('holdings.frozen'), key: 'frozen', align: 'right', render: number('frozen') },
    { title: t('holdings.free'), key: 'freeVolume', align: 'right', render: number('freeVolume') },
    { title: t('holdings.faceValue'), key: 'faceValue', align: 'right', render: (_, r) => faceValue(r.faceValue) },
    {
      title: t('holdings.marketValue'),
      key: 'marketValue',
      align: 'right',
      render: (_, r) => <span data-testid={`market-${r.productCode}`}>{yuan(r.marketValue)}</span>,
    },
  ];

  return (
    <>
      <Card
        title={t('holdings.title')}
        extra={
          <Space>
            {account && (
              <span data-testid="holdings-account">
                {t('holdings.account', { accountNumber: account.accountNumber, holderName: account.holderName })}
              </span>
            )}
            <ExportButton exportFile={exportHoldings} testId="holdings-export" />
          </Space>
        }
        data-testid="my-holdings"
      >
        {holdings.isError && <HoldingsFailure error={holdings.error} />}
        <Table<Holding>
          rowKey="productId"
          columns={columns}
          dataSource={holdings.data?.records ?? []}
          loading={holdings.isFetching}
          locale={{ emptyText: t('holdings.empty') }}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: holdings.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('list.total', { n: total }),
            onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
          }}
        />
        <Typography.Text type="secondary">{t('holdings.valuationNote')}</Typography.Text>
      </Card>
      <BondHoldingsCard />
    </>
  );
}

