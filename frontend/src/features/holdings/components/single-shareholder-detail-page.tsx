import { Alert, Card, Col, Result, Row, Skeleton, Statistic } from 'antd';
import { useParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useHolderDetail } from '../api/get-holder-detail';
import { HolderDescriptions } from './holder-descriptions';
import { shares, yuan } from './holding-format';
import { PositionsTable } from './positions-table';

/** /singleShareholderDetail/{uuid}: one holder's register record, its totals and its positions. */
export function SingleShareholderDetailPage() {
  const t = useT();
  const uuid = useParams().uuid ?? '';
  const holder = useHolderDetail(uuid || null);

  if (!uuid) return <Result status="warning" title={t('holder.missing')} />;
  if (holder.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (holder.isError || !holder.data) {
    return (
      <Alert type="error" showIcon role="alert" data-testid="holder-error" message={t('list.loadFailed', { msg: holder.error?.message ?? '' })} />
    );
  }
  const { totals } = holder.data;
  return (
    <div className="process-page" data-testid="shareholder-detail">
      <Card title={t('holder.title')} size="small">
        <HolderDescriptions holder={holder.data} />
        <Row gutter={[24, 24]} style={{ marginTop: 16 }}>
          {(
            [
              ['capital.productCount', String(totals.productCount), 'total-products'],
              ['capital.volume', shares(totals.volume), 'total-volume'],
              ['capital.pledged', shares(totals.pledged), 'total-pledged'],
              ['capital.frozen', shares(totals.frozen), 'total-frozen'],
              ['capital.free', shares(totals.freeVolume), 'total-free'],
              ['capital.marketValue', yuan(totals.marketValue), 'total-market-value'],
            ] as const
          ).map(([label, value, testId]) => (
            <Col key={label} xs={12} md={8} xl={4}>
              <Statistic title={t(label)} value={value} valueRender={() => <span data-testid={testId}>{value}</span>} />
            </Col>
          ))}
        </Row>
      </Card>
      <Card title={t('holder.positions')} size="small">
        <PositionsTable holderUuid={uuid} />
      </Card>
    </div>
  );
}
