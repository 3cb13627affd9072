import { Button, Card, Descriptions, Skeleton, Space } from 'antd';
import { LoadFailure } from '@/components/load-failure';
import { Link, useParams } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { useListedProduct } from '../api/get-listed-product';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * /gpcpglManagenment/detail/{id}, 挂牌产品详情: a listed product (its code, short name, face
 * value, shares, its register's holders) with its enterprise and listing (code, date, board,
 * featured board), for staff; the administrator goes on to correct it.
 */
export function ListedProductDetailPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const role = useSessionStore((s) => s.userInfo?.roleName);
  const product = useListedProduct(id);
  if (product.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (product.isError) return <LoadFailure title={t('manage.productTitle')} message={product.error.message} testId="listed-product-error" />;
  const p = product.data;
  return (
    <Card
      size="small"
      title={`${t('manage.productTitle')}：${p.name}（${p.productCode}）`}
      data-testid="listed-product-detail"
      extra={
        <Space>
          <Link to={links.companyManage(2, 'detail', p.companyId)}>{t('manage.toListed')}</Link>
          {role === 'administrator' && (
            <Link to={links.listedProduct('edit', p.id)}>
              <Button type="primary" data-testid="listed-product-edit">{t('manage.edit')}</Button>
            </Link>
          )}
        </Space>
      }
    >
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'code', label: t('manage.productCode'), children: p.productCode },
          { key: 'name', label: t('manage.productName'), children: <span data-testid="listed-product-name">{p.name}</span> },
          { key: 'company', label: t('manage.name'), children: p.companyName },
          { key: 'short', label: t('manage.shortName'), children: p.companyShortName ?? '--' },
          { key: 'listCode', label: t('manage.listCode'), children: p.listing.listCode },
          { key: 'date', label: t('manage.listingDate'), children: p.listing.listingDate },
          { key: 'sector', label: t('manage.sector'), children: <span data-testid="listed-product-sector">{p.listing.sectorName || '--'}</span> },
          { key: 'featured', label: t('manage.featured'), children: p.listing.featuredSectorName ?? '--' },
          { key: 'face', label: t('manage.faceValue'), children: Number(p.faceValue).toFixed(2) },
          { key: 'total', label: t('manage.totalShares'), children: count(p.totalShares) },
          { key: 'holders', label: t('manage.holders'), children: count(p.holders) },
          { key: 'held', label: t('manage.held'), children: count(p.held) },
        ]}
      />
    </Card>
  );
}
