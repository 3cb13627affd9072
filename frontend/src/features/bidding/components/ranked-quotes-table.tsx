import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import type { RankedQuote } from '../api/bidding-types';
import { shares, yuan } from './format-money';

const resultColor: Record<string, string> = { 全部成交: 'green', 部分成交: 'gold', 未成交: 'default' };

/** A project's quotes in their rank, each with what the offer allots it; `highlight` marks one quote by its serial number. */
export function RankedQuotesTable({ quotes, highlight }: { quotes: RankedQuote[]; highlight?: string }) {
  const t = useT();
  const columns: ColumnsType<RankedQuote> = [
    { title: t('bidding.rank'), dataIndex: 'rank', width: 70, align: 'center' },
    {
      title: t('bidding.quoter'),
      key: 'quoter',
      render: (_, q) => (
        <>
          {q.quoterName}
          {q.mine ? <Tag color="blue" style={{ marginLeft: 8 }}>{t('bidding.mine')}</Tag> : null}
        </>
      ),
    },
    { title: t('bidding.accountNumber'), dataIndex: 'accountNumber', width: 130 },
    {
      title: t('bidding.bizSn'),
      key: 'bizSn',
      width: 190,
      render: (_, q) => (q.bizSn ? <Link to={links.quoteDetail(q.bizSn)}>{q.bizSn}</Link> : '-'),
    },
    { title: t('bidding.price'), key: 'price', align: 'right', width: 140, render: (_, q) => yuan(q.price) },
    { title: t('bidding.quantity'), key: 'quantity', align: 'right', width: 130, render: (_, q) => shares(q.quantity) },
    { title: t('bidding.quotedAt'), dataIndex: 'quotedAt', width: 170 },
    { title: t('bidding.allotted'), key: 'allotted', align: 'right', width: 130, render: (_, q) => shares(q.allotted) },
    { title: t('bidding.result'), key: 'result', width: 100, render: (_, q) => <Tag color={resultColor[q.result] ?? 'default'}>{q.result}</Tag> },
  ];
  return (
    <Table<RankedQuote>
      data-testid="ranked-quotes"
      rowKey="rank"
      size="small"
      columns={columns}
      dataSource={quotes}
      pagination={false}
      rowClassName={(q) => (highlight && q.bizSn === highlight ? 'ant-table-row-selected' : '')}
      locale={{ emptyText: t('bidding.noQuotes') }}
      scroll={{ x: 1100 }}
    />
  );
}
