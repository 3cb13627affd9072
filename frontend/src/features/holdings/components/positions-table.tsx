import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useHolderHoldings } from '../api/query-holder-holdings';
import type { Holding } from '@/api/query-holdings';
import { faceValue, shares, yuan } from './holding-format';
import { HoldingsFailure } from './holdings-failure';

/**
 * A holder's positions, paged, each code opening its position detail (/sharePositionDetail).
 * Without a holder, the current registration account's.
 */
export function PositionsTable({ holderUuid }: { holderUuid?: string | null }) {
  const t = useT();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const holdings = useHolderHoldings({ holderUuid, ...page });
  const columns: ColumnsType<Holding> = [
    {
      title: t('holdings.productCode'),
      key: 'productCode',
      render: (_, r) => (
        <Link to={links.sharePositionDetail({ productCode: r.productCode, holderUuid: holderUuid ?? undefined })} data-testid={`position-${r.productCode}`}>
          {r.productCode}
        </Link>
      ),
    },
    { title: t('holdings.productName'), key: 'productName', render: (_, r) => r.companyShortName ?? r.productName },
    { title: t('holdings.volume'), key: 'volume', align: 'right', render: (_, r) => shares(r.volume) },
    { title: t('holdings.pledged'), key: 'pledged', align: 'right', render: (_, r) => shares(r.pledged) },
    { title: t('holdings.frozen'), key: 'frozen', align: 'right', render: (_, r) => shares(r.frozen) },
    { title: t('holdings.free'), key: 'freeVolume', align: 'right', render: (_, r) => shares(r.freeVolume) },
    { title: t('holdings.faceValue'), key: 'faceValue', align: 'right', render: (_, r) => faceValue(r.faceValue) },
    { title: t('holdings.marketValue'), key: 'marketValue', align: 'right', render: (_, r) => yuan(r.marketValue) },
  ];
  return (
    <>
      {holdings.isError && <HoldingsFailure error={holdings.error} />}
      <Table<Holding>
        rowKey="productId"
        size="small"
        columns={columns}
        dataSource={holdings.data?.records ?? []}
        loading={holdings.isFetching}
        locale={{ emptyText: t('holdings.empty') }}
        data-testid="positions"
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: holdings.data?.total ?? 0,
          showTotal: (total) => t('list.total', { n: total }),
          onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
        }}
      />
    </>
  );
}
