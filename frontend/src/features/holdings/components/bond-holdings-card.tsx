import { Card, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { dictValueOf, useDictionary } from '@/api/get-dictionary';
import { ApiError } from '@/lib/http/client';
import { BondPaymentLink } from '@/components/bond-payment-dialog';
import { useT } from '@/lib/i18n';
import { useBondHoldings, type BondHolding } from '../api/query-bond-holdings';
import { faceValue, shares, yuan } from './holding-format';
import { HoldingsFailure } from './holdings-failure';

/**
 * 我的持股信息, the bonds beside the shares: units credited at issuance (550024), never counted as
 * shares; each bond's 兑付明细 shows this account's payments (a bond redeemed in full stays listed).
 */
export function BondHoldingsCard() {
  const t = useT();
  const holdings = useBondHoldings();
  const status = useDictionary('bondStatus', { silent: true });

  const columns: ColumnsType<BondHolding> = [
    { title: t('holdings.productCode'), dataIndex: 'productCode', key: 'productCode' },
    {
      title: t('holdings.bondName'),
      key: 'name',
      render: (_, r) => (
        <Tooltip title={r.chineseName}>
          <span data-testid={`bond-name-${r.productCode}`}>{r.productShort ?? r.chineseName}</span>
        </Tooltip>
      ),
    },
    { title: t('holdings.issuer'), dataIndex: 'companyName', key: 'companyName' },
    { title: t('holdings.bondStatus'), key: 'status', render: (_, r) => dictValueOf(status.data, r.status) ?? r.status },
    {
      title: t('holdings.units'),
      key: 'units',
      align: 'right',
      render: (_, r) => <span data-testid={`bond-units-${r.productCode}`}>{shares(r.units)}</span>,
    },
    { title: t('holdings.parValue'), key: 'parValue', align: 'right', render: (_, r) => faceValue(r.parValue) },
    {
      title: t('holdings.parAmount'),
      key: 'parAmount',
      align: 'right',
      render: (_, r) => <span data-testid={`bond-amount-${r.productCode}`}>{yuan(r.parAmount)}</span>,
    },
    { title: t('holdings.interestPeriod'), key: 'period', render: (_, r) => `${r.rateBeginDate} ~ ${r.rateEndDate}` },
    {
      title: t('holdings.payments'),
      key: 'payments',
      render: (_, r) => <BondPaymentLink bond={{ id: r.bondId, chineseName: r.chineseName, productCode: r.productCode }} />,
    },
  ];

  return (
    <Card title={t('holdings.bondsTitle')} style={{ marginTop: 16 }} data-testid="bond-holdings">
      {/* no account chosen: the shares' card above already says where to choose one */}
      {holdings.isError && !(holdings.error instanceof ApiError && holdings.error.status === 400) && (
        <HoldingsFailure error={holdings.error} />
      )}
      <Table<BondHolding>
        rowKey="bondId"
        columns={columns}
        dataSource={holdings.data ?? []}
        loading={holdings.isFetching}
        locale={{ emptyText: t('holdings.bondsEmpty') }}
        pagination={false}
      />
    </Card>
  );
}
