import { Alert, Card, Descriptions, Result, Skeleton, Space, Table, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { links } from '@/app/paths';
import { formatBeijing } from '@/lib/beijing-time';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { useBuybackDetail, type BuybackDetail, type BuybackRow } from '../api/get-buyback-detail';

const statusKeys: Record<string, LocaleKey> = {
  running: 'flow.status.running',
  approved: 'flow.status.approved',
  rejected: 'flow.status.rejected',
  withdrawn: 'flow.status.withdrawn',
};

const shares = (v: number | null | undefined) => (v === null || v === undefined ? '--' : v.toLocaleString('en-US'));

function Figures({ detail }: { detail: BuybackDetail }) {
  const t = useT();
  const taken = detail.rows.reduce((sum, r) => sum + (Number(r.volume) || 0), 0);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('buyback.what')} size="small">
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'product', label: t('buyback.product'), children: <span data-testid="buyback-product">{`${detail.productName ?? ''}（${detail.productCode ?? '--'}）`}</span> },
            { key: 'taken', label: t('buyback.taken'), children: <span data-testid="buyback-taken">{shares(taken)}</span> },
            { key: 'reason', label: t('buyback.reason'), children: detail.changeReason ?? '--' },
            { key: 'total', label: t('buyback.total'), children: <span data-testid="buyback-total">{`${shares(detail.totalBefore)} → ${shares(detail.totalAfter)}`}</span> },
          ]}
        />
      </Card>
      <Card title={t('buyback.register')} size="small">
        {detail.projected && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('buyback.projected')} data-testid="buyback-projected" />}
        <Table<BuybackRow>
          size="small"
          rowKey="accountNumber"
          pagination={false}
          dataSource={detail.rows}
          data-testid="buyback-rows"
          columns={[
            { title: t('buyback.account'), dataIndex: 'accountNumber' },
            { title: t('buyback.holder'), dataIndex: 'holderName' },
            { title: t('buyback.volume'), dataIndex: 'volume', align: 'right', render: shares },
            { title: t('buyback.before'), dataIndex: 'before', align: 'right', render: shares },
            { title: t('buyback.after'), dataIndex: 'after', align: 'right', render: shares },
          ]}
        />
      </Card>
    </Space>
  );
}

/**
 * /550052/detail?bizSn=, 回购注销详情: what was bought back (the product, the shares, the
 * reason), from whom (each holder's account and shares) and the register before and after,
 * per holder and for the product's total; a running business shows the register now and as it
 * would be, a rejected or withdrawn one changed nothing.
 */
export function BuybackDetailPage() {
  const t = useT();
  const bizSn = useSearchParams()[0].get('bizSn') ?? '';
  const detail = useBuybackDetail(bizSn);
  if (!bizSn) return <Result status="warning" title={t('buyback.noBizSn')} />;
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (detail.isError || !detail.data) {
    return <Alert type="error" showIcon role="alert" data-testid="buyback-error" message={detail.error?.message} />;
  }
  const d = detail.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="buyback-detail">
      <Card size="small" title={`${d.bizTypeName}（${d.bizSn}）`} extra={<Link to={links.businessDetail(d.bizSn)}>{t('buyback.fullDetail')}</Link>}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 4 }}
          items={[
            { key: 'status', label: t('myBiz.status'), children: <Tag data-testid="buyback-status">{statusKeys[d.status] ? t(statusKeys[d.status]) : d.status}</Tag> },
            { key: 'applicant', label: t('buyback.applicant'), children: d.applicantName ?? '--' },
            { key: 'created', label: t('myBiz.createdAt'), children: formatBeijing(d.createdAt) },
            { key: 'completed', label: t('myBiz.completedAt'), children: formatBeijing(d.completedAt) },
          ]}
        />
      </Card>
      <Figures detail={d} />
    </Space>
  );
}
