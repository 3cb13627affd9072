import { Button, Card, Descriptions, Empty, Skeleton, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { links, paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useHolding } from '../api/query-holder-holdings';
import { EncumbranceHistory } from './encumbrance-history';
import { faceValue, shares, yuan } from './holding-format';
import { HoldingsFailure } from './holdings-failure';
import { PositionsTable } from './positions-table';

/**
 * /sharePositionDetail?productCode=[&holderUuid=]: one position of a holder (default the current
 * registration account): the product, its company, held, pledged, frozen and free shares, face
 * value and value, and the pledge and freeze records behind them. Without productCode (the menu
 * entry 持仓明细) every position of the holder, each opening its detail.
 */
export function SharePositionDetailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const productCode = params.get('productCode');
  const holderUuid = params.get('holderUuid');
  const holding = useHolding(productCode, holderUuid);
  const back = holderUuid ? links.singleShareholderDetail(holderUuid) : paths.myHoldings;

  if (!productCode)
    return (
      <Card title={t('position.title')} data-testid="position-list">
        <Typography.Paragraph type="secondary">{t('position.all')}</Typography.Paragraph>
        <PositionsTable holderUuid={holderUuid} />
      </Card>
    );
  if (holding.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Card
      title={t('position.title')}
      data-testid="share-position"
      extra={
        <Link to={back}>
          <Button>{t('apply.back')}</Button>
        </Link>
      }
    >
      {holding.isError ? (
        <HoldingsFailure error={holding.error} />
      ) : !holding.data ? (
        <Empty description={t('position.none', { productCode })} data-testid="position-none" />
      ) : (
        <Descriptions
          bordered
          size="middle"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'code', label: t('holdings.productCode'), children: <span data-testid="position-code">{holding.data.productCode}</span> },
            { key: 'name', label: t('holdings.productName'), children: holding.data.productName },
            { key: 'company', label: t('position.company'), children: holding.data.companyName ?? '-' },
            { key: 'volume', label: t('holdings.volume'), children: <span data-testid="position-volume">{shares(holding.data.volume)}</span> },
            { key: 'pledged', label: t('holdings.pledged'), children: <span data-testid="position-pledged">{shares(holding.data.pledged)}</span> },
            { key: 'frozen', label: t('holdings.frozen'), children: <span data-testid="position-frozen">{shares(holding.data.frozen)}</span> },
            { key: 'free', label: t('holdings.free'), children: <span data-testid="position-free">{shares(holding.data.freeVolume)}</span> },
            { key: 'face', label: t('holdings.faceValue'), children: faceValue(holding.data.faceValue) },
            { key: 'market', label: t('holdings.marketValue'), children: <span data-testid="position-market">{yuan(holding.data.marketValue)}</span> },
          ]}
        />
      )}
      {holding.data && (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('position.historyTitle')}
          </Typography.Title>
          <EncumbranceHistory productCode={productCode} holderUuid={holderUuid} />
        </>
      )}
    </Card>
  );
}
