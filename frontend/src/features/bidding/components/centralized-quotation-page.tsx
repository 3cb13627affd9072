import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { links } from '@/app/paths';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import type { QuotingProject } from '../api/bidding-types';
import { useQuotingProjects } from '../api/get-quoting-projects';
import { shares, yuan } from './format-money';
import { quoteFlow } from './quote-bidding-card';

/** Who may start the quote business: the investors. */
const quoters = ['personalholder', 'orgholder', 'productholder'];

/**
 * /process/centralizedQquotation (集中报价): the transfer projects of private fund shares on
 * offer, each with its lowest price, quote deadline and standing (quotes, shares asked, best
 * price); an investor quotes on an open one (550224), anyone entitled opens its bidding.
 */
export function CentralizedQuotationPage() {
  const t = useT();
  const projects = useQuotingProjects();
  const landingMode = useSessionStore((s) => s.landingMode);
  const mayQuote = landingMode !== null && quoters.includes(landingMode);
  if (projects.isError) {
    const msg = projects.error instanceof ApiError && projects.error.msg ? projects.error.msg : t('bidding.loadFailed');
    return <Alert type="error" showIcon role="alert" message={msg} data-testid="quotation-error" />;
  }
  const columns: ColumnsType<QuotingProject> = [
    { title: t('transferProject.abbreviation'), dataIndex: 'projectAbbreviation', width: 170, fixed: 'left' },
    { title: t('transferProject.bizSn'), dataIndex: 'bizSn', width: 120 },
    { title: t('transferProject.companyName'), dataIndex: 'companyName', width: 240, ellipsis: true },
    { title: t('transferProject.holderName'), dataIndex: 'holderName', width: 180, ellipsis: true },
    { title: t('transferProject.shareTransfer'), key: 'shareTransfer', align: 'right', width: 120, render: (_, p) => shares(p.shareTransfer) },
    { title: t('bidding.lowPrice'), key: 'lowPrice', align: 'right', width: 120, render: (_, p) => yuan(p.lowPrice) },
    {
      title: t('bidding.deadline'),
      key: 'deadline',
      width: 170,
      render: (_, p) => (
        <>
          {p.quoteDeadline || t('bidding.noDeadline')}{' '}
          <Tag color={p.open ? 'processing' : 'default'}>{t(p.open ? 'bidding.open' : 'bidding.closed')}</Tag>
        </>
      ),
    },
    { title: t('bidding.quoteCount'), dataIndex: 'quoteCount', align: 'right', width: 90 },
    { title: t('bidding.quotedShares'), key: 'quotedShares', align: 'right', width: 120, render: (_, p) => shares(p.quotedShares) },
    { title: t('bidding.bestPrice'), key: 'bestPrice', align: 'right', width: 110, render: (_, p) => yuan(p.bestPrice) },
    {
      title: t('list.operation'),
      key: 'operation',
      fixed: 'right',
      width: 170,
      render: (_, p) => (
        <Space>
          <Link to={links.biddingDetail(p.id)}>{t('bidding.detail')}</Link>
          {mayQuote && p.open ? <Link to={links.apply({ appId: quoteFlow, nodeId: 'apply' })}>{t('bidding.quote')}</Link> : null}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={t('bidding.title')}
      data-testid="centralized-quotation"
      extra={
        <Space>
          <Link to={links.queryPage('biddingTransaction')}>{t('bidding.myQuotes')}</Link>
          {mayQuote ? (
            <Button type="primary">
              <Link to={links.apply({ appId: quoteFlow, nodeId: 'apply' })}>{t('bidding.quote')}</Link>
            </Button>
          ) : null}
        </Space>
      }
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('bidding.rules')} />
      <Table<QuotingProject>
        rowKey="id"
        size="small"
        loading={projects.isPending}
        columns={columns}
        dataSource={projects.data ?? []}
        pagination={{ pageSize: 10, showTotal: (total) => t('bidding.total', { total }) }}
        locale={{ emptyText: t('bidding.noProjects') }}
        scroll={{ x: 1400 }}
      />
    </Card>
  );
}
