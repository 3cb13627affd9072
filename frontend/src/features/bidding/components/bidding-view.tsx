import { Alert, Card, Descriptions, Skeleton, Space, Statistic, Tag } from 'antd';
import { Link } from 'react-router';
import { dictValueOf, useDictionary } from '@/api/get-dictionary';
import { links } from '@/app/paths';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { useBidding } from '../api/get-bidding';
import { shares, yuan } from './format-money';
import { RankedQuotesTable } from './ranked-quotes-table';

/** One project's bidding: the project, the outcome and the quotes ranked; `highlight` marks one quote. */
export function BiddingView({ projectId, highlight }: { projectId: string; highlight?: string }) {
  const t = useT();
  const bidding = useBidding(projectId);
  const statuses = useDictionary('projectStatus', { silent: true });
  if (bidding.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (bidding.isError) {
    const msg = bidding.error instanceof ApiError && bidding.error.msg ? bidding.error.msg : t('bidding.loadFailed');
    return <Alert type="error" showIcon role="alert" message={msg} data-testid="bidding-error" />;
  }
  const { project, outcome } = bidding.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="bidding-detail">
      <Card
        size="small"
        title={`${project.projectAbbreviation}（${project.bizSn}）`}
        extra={<Link to={links.fundTransferDetail(project.id)}>{t('bidding.projectDetail')}</Link>}
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('transferProject.companyName')}>{project.companyName}</Descriptions.Item>
          <Descriptions.Item label={t('transferProject.holderName')}>{project.holderName}</Descriptions.Item>
          <Descriptions.Item label={t('transferProject.status')}>{dictValueOf(statuses.data, project.status) ?? project.status}</Descriptions.Item>
          <Descriptions.Item label={t('transferProject.shareTransfer')}>{shares(project.shareTransfer)}</Descriptions.Item>
          <Descriptions.Item label={t('bidding.lowPrice')}>{yuan(project.lowPrice)}</Descriptions.Item>
          <Descriptions.Item label={t('bidding.deadline')}>
            {bidding.data.quoteDeadline || t('bidding.noDeadline')}{' '}
            <Tag color={bidding.data.open ? 'processing' : 'default'}>{t(bidding.data.open ? 'bidding.open' : 'bidding.closed')}</Tag>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t(outcome.final ? 'bidding.outcomeFinal' : 'bidding.outcomeSoFar')} data-testid="bidding-outcome">
        <Space size={48} wrap>
          <Statistic title={t('bidding.quoteCount')} value={bidding.data.quotes.length} />
          <Statistic title={t('bidding.allottedShares')} value={shares(outcome.allottedShares)} />
          <Statistic title={t('bidding.unsoldShares')} value={shares(outcome.unsoldShares)} />
          <Statistic title={t('bidding.clearingPrice')} value={yuan(outcome.clearingPrice)} />
          <Statistic title={t('bidding.turnover')} value={yuan(outcome.turnover)} />
        </Space>
      </Card>
      <Card size="small" title={t('bidding.ranked')}>
        <RankedQuotesTable quotes={bidding.data.quotes} highlight={highlight} />
      </Card>
    </Space>
  );
}
