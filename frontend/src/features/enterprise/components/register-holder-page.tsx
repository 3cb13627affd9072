import { Alert, Card, Descriptions, Skeleton, Space, Table, Tag } from 'antd';
import { LoadFailure } from '@/components/load-failure';
import type { ColumnsType } from 'antd/es/table';
import { Link, useParams } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import {
  useRegisterHolder,
  type RegisterHolderChange,
  type RegisterHolderEncumbrance,
  type RegisterHolderPosition,
} from '../api/get-register-holder';

const count = (n: number) => n.toLocaleString('en-US');

/** The holder's part of a product, four decimals of a percent as 02 §9 truncates ratios. */
export function holdingRatio(volume: number, total: number): string {
  if (total <= 0) return '--';
  return `${(Math.floor((volume / total) * 1_000_000) / 10_000).toFixed(4)}%`;
}

const statusKeys = {
  0: 'regHolder.status0',
  1: 'regHolder.status1',
  2: 'regHolder.status2',
  3: 'regHolder.status3',
} as const;
const organKeys = { 1: 'regHolder.organ1', 2: 'regHolder.organ2', 3: 'regHolder.organ3' } as const;

/**
 * /process/gdgl/gdxxDetail/{uuid}/{id}, 股东信息详情: one holder (uuid) of the enterprise's (id)
 * register: its account, its positions in the enterprise's products with its part of each, the
 * pledges and freezes on them, and the completed businesses that named its account.
 */
export function RegisterHolderPage() {
  const t = useT();
  const { uuid = '', id = '' } = useParams();
  const holder = useRegisterHolder(id, uuid);
  if (holder.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (holder.isError) {
    return <LoadFailure title={t('regHolder.title')} message={holder.error.message} testId="register-holder-error" />;
  }
  const h = holder.data;
  const positions: ColumnsType<RegisterHolderPosition> = [
    { title: t('register.product'), key: 'product', render: (_, p) => `${p.productName}（${p.productCode}）` },
    { title: t('register.volume'), key: 'volume', align: 'right', render: (_, p) => <span data-testid={`position-volume-${p.productCode}`}>{count(p.volume)}</span> },
    { title: t('register.pledged'), key: 'pledged', align: 'right', render: (_, p) => count(p.pledged) },
    { title: t('register.frozen'), key: 'frozen', align: 'right', render: (_, p) => count(p.frozen) },
    { title: t('register.free'), key: 'free', align: 'right', render: (_, p) => count(p.volume - p.pledged - p.frozen) },
    { title: t('regHolder.ratio'), key: 'ratio', align: 'right', render: (_, p) => holdingRatio(p.volume, p.totalShares) },
  ];
  const encumbrances: ColumnsType<RegisterHolderEncumbrance> = [
    { title: t('regHolder.kind'), dataIndex: 'kindName', key: 'kind' },
    { title: t('register.product'), dataIndex: 'productCode', key: 'product' },
    { title: t('regHolder.counterparty'), dataIndex: 'counterparty', key: 'counterparty' },
    { title: t('regHolder.volume'), key: 'volume', align: 'right', render: (_, e) => count(e.volume) },
    { title: t('regHolder.released'), key: 'released', align: 'right', render: (_, e) => count(e.released) },
    { title: t('regHolder.state'), key: 'state', render: (_, e) => <Tag color={e.released >= e.volume ? 'default' : 'orange'}>{e.stateName}</Tag> },
    { title: t('regHolder.business'), key: 'biz', render: (_, e) => <Link to={links.businessDetail(e.bizSn)}>{e.bizTypeName}</Link> },
    { title: t('regHolder.at'), dataIndex: 'createdAt', key: 'at' },
  ];
  const changes: ColumnsType<RegisterHolderChange> = [
    { title: t('regHolder.business'), key: 'biz', render: (_, c) => <Link to={links.businessDetail(c.bizSn)}>{c.bizTypeName}</Link> },
    { title: t('regHolder.bizSn'), dataIndex: 'bizSn', key: 'bizSn' },
    { title: t('regHolder.role'), dataIndex: 'role', key: 'role' },
    { title: t('register.product'), key: 'product', render: (_, c) => c.productCode ?? '--' },
    { title: t('regHolder.changeVolume'), key: 'volume', align: 'right', render: (_, c) => (c.volume ? count(Number(c.volume)) : '--') },
    { title: t('regHolder.completedAt'), dataIndex: 'completedAt', key: 'at' },
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="register-holder-page">
      <Card title={`${t('regHolder.title')}：${h.holderName}`} size="small" extra={h.companyName}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'name', label: t('account.holderName'), children: <span data-testid="register-holder-name">{h.holderName}</span> },
            { key: 'account', label: t('account.accountNumber'), children: <span data-testid="register-holder-account">{h.accountNumber}</span> },
            { key: 'organ', label: t('regHolder.organType'), children: t(organKeys[h.organType as 1 | 2 | 3] ?? 'regHolder.organ2') },
            { key: 'cert', label: t('register.certificate'), children: [h.certTypeName, h.certificateNo].filter(Boolean).join(' ') || '--' },
            { key: 'status', label: t('regHolder.accountStatus'), children: t(statusKeys[h.holderAccountStatus as 0 | 1 | 2 | 3] ?? 'regHolder.status1') },
            {
              key: 'rights',
              label: t('holder.rights'),
              children: <Tag color={h.rightsConfirmed ? 'green' : 'orange'}>{t(h.rightsConfirmed ? 'holder.confirmed' : 'holder.unconfirmed')}</Tag>,
            },
          ]}
        />
      </Card>
      <Card title={t('regHolder.positions')} size="small">
        <Table<RegisterHolderPosition> rowKey="productCode" size="small" pagination={false} columns={positions} dataSource={h.positions} data-testid="register-holder-positions" />
      </Card>
      <Card title={t('regHolder.encumbrances')} size="small">
        <Table<RegisterHolderEncumbrance> rowKey={(e) => `${e.bizSn}-${e.productCode}-${e.kindName}`} size="small" pagination={false} columns={encumbrances} dataSource={h.encumbrances} locale={{ emptyText: t('regHolder.noEncumbrance') }} data-testid="register-holder-encumbrances" />
      </Card>
      <Card title={t('regHolder.changes')} size="small">
        {h.changes.length === 0 && <Alert type="info" showIcon message={t('regHolder.noChange')} style={{ marginBottom: 8 }} />}
        <Table<RegisterHolderChange> rowKey="bizSn" size="small" columns={changes} dataSource={h.changes} pagination={{ pageSize: 10, hideOnSinglePage: true }} data-testid="register-holder-changes" />
      </Card>
    </Space>
  );
}
