import { Alert, Card, Space, Table } from 'antd';
import { useHoldings, type Holding } from '@/api/query-holdings';
import { MyApplicationsTable } from '@/components/my-applications-table';
import { useT } from '@/lib/i18n';
import { privateFundBusinesses } from './business-groups';
import { StartBusinessButtons } from './start-business-buttons';

/** The fund shares of the investor's current registration account, with what is free to transfer. */
function FundShares() {
  const t = useT();
  const holdings = useHoldings({ pageNo: 1, pageSize: 100 });
  if (holdings.isError) return <Alert type="info" showIcon message={holdings.error.message} data-testid="fund-shares-none" />;
  return (
    <Table<Holding>
      size="small"
      rowKey="productId"
      loading={holdings.isLoading}
      dataSource={holdings.data?.records ?? []}
      pagination={false}
      locale={{ emptyText: t('fund.noShares') }}
      data-testid="fund-shares"
      columns={[
        { title: t('fund.product'), key: 'product', render: (_, h) => `${h.productName}（${h.productCode}）` },
        { title: t('fund.issuer'), key: 'issuer', render: (_, h) => h.companyName ?? '--' },
        { title: t('fund.volume'), dataIndex: 'volume', align: 'right', render: (v: number) => v.toLocaleString('en-US') },
        { title: t('fund.free'), dataIndex: 'freeVolume', align: 'right', render: (v: number) => v.toLocaleString('en-US') },
        {
          title: t('fund.encumbered'),
          key: 'encumbered',
          align: 'right',
          render: (_, h) => (h.pledged + h.frozen).toLocaleString('en-US'),
        },
      ]}
    />
  );
}

/**
 * /smjjApply, 私募基金业务: the private fund businesses the user may start (份额转让 550222,
 * 转让项目登记 550223, 产品认证 550138), the fund shares their registration account holds and
 * their applications of these businesses with each one's state.
 */
export function PrivateFundPage() {
  const t = useT();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="private-fund-page">
      <Card title={t('fund.start')} size="small">
        <StartBusinessButtons appIds={privateFundBusinesses} />
      </Card>
      <Card title={t('fund.shares')} size="small">
        <FundShares />
      </Card>
      <Card title={t('fund.applications')} size="small">
        <MyApplicationsTable appIds={privateFundBusinesses} />
      </Card>
    </Space>
  );
}
