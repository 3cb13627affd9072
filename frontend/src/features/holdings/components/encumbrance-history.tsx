import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useT } from '@/lib/i18n';
import { type EncumbranceRecord, useEncumbrances } from '../api/query-encumbrances';
import { shares } from './holding-format';
import { HoldingsFailure } from './holdings-failure';

const stateColour: Record<string, string> = { 生效中: 'orange', 部分解除: 'blue', 已解除: 'default' };

/** The pledges and freezes of one position, released or not, newest first. */
export function EncumbranceHistory({ productCode, holderUuid }: { productCode: string; holderUuid?: string | null }) {
  const t = useT();
  const history = useEncumbrances(productCode, holderUuid);
  const columns: ColumnsType<EncumbranceRecord> = [
    { title: t('position.history.kind'), key: 'kind', render: (_, r) => <Tag color={r.kind === 'pledge' ? 'purple' : 'red'}>{r.kindName}</Tag> },
    { title: t('position.history.counterparty'), key: 'counterparty', dataIndex: 'counterparty' },
    { title: t('position.history.volume'), key: 'volume', align: 'right', render: (_, r) => shares(r.volume) },
    { title: t('position.history.released'), key: 'released', align: 'right', render: (_, r) => shares(r.released) },
    { title: t('position.history.outstanding'), key: 'outstanding', align: 'right', render: (_, r) => shares(r.outstanding) },
    { title: t('position.history.state'), key: 'state', render: (_, r) => <Tag color={stateColour[r.stateName]}>{r.stateName}</Tag> },
    { title: t('position.history.business'), key: 'business', render: (_, r) => `${r.bizTypeName}（${r.bizSn}）` },
    { title: t('position.history.at'), key: 'createdAt', dataIndex: 'createdAt' },
  ];
  if (history.isError) return <HoldingsFailure error={history.error} />;
  return (
    <Table<EncumbranceRecord>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={history.data ?? []}
      loading={history.isFetching}
      locale={{ emptyText: t('position.history.empty') }}
      pagination={false}
      data-testid="encumbrance-history"
    />
  );
}
