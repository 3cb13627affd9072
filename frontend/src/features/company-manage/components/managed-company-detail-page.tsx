import { Button, Card, Descriptions, Skeleton, Space, Table, Tag } from 'antd';
import { LoadFailure } from '@/components/load-failure';
import { Link, useParams } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import type { ManagedKind, ManagedProduct } from '../api/company-manage-types';
import { useManagedCompany } from '../api/get-managed-company';

const companyTypes: Record<number, string> = { 1: '有限责任公司', 2: '股份有限公司', 3: '有限合伙企业' };
const count = (n: number) => n.toLocaleString('en-US');
const money = (text: string | null) =>
  text ? Number(text).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '--';

/**
 * /companyAdmin/companyManage1|2/detail/{id}, 企业信息详情: an enterprise in custody (1) or
 * listed (2) as the register holds it, its listing and products, for staff; the administrator
 * goes on to correct it.
 */
export function ManagedCompanyDetailPage({ kind }: { kind: ManagedKind }) {
  const t = useT();
  const id = useParams().id ?? '';
  const role = useSessionStore((s) => s.userInfo?.roleName);
  const company = useManagedCompany(kind, id);
  if (company.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (company.isError) {
    return <LoadFailure title={t(kind === 1 ? 'manage.custodyTitle' : 'manage.listedTitle')} message={company.error.message} testId="managed-company-error" />;
  }
  const c = company.data;
  const listed = c.listing;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="managed-company-detail">
      <Card
        size="small"
        title={`${t(kind === 1 ? 'manage.custodyTitle' : 'manage.listedTitle')}：${c.name}`}
        extra={
          <Space>
            {kind === 1 && listed && <Link to={links.companyManage(2, 'detail', c.id)}>{t('manage.toListed')}</Link>}
            {kind === 2 && c.isRegister === 1 && <Link to={links.companyManage(1, 'detail', c.id)}>{t('manage.toCustody')}</Link>}
            {role === 'administrator' && (
              <Link to={links.companyManage(kind, 'edit', c.id)}>
                <Button type="primary" data-testid="managed-company-edit">{t('manage.edit')}</Button>
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
            { key: 'name', label: t('manage.name'), children: <span data-testid="managed-company-name">{c.name}</span> },
            { key: 'short', label: t('manage.shortName'), children: <span data-testid="managed-company-short">{c.shortName ?? '--'}</span> },
            { key: 'code', label: t('manage.code'), children: c.code ?? '--' },
            { key: 'type', label: t('manage.companyType'), children: c.companyType ? companyTypes[c.companyType] ?? '--' : '--' },
            { key: 'id', label: t('manage.idNumber'), children: c.idNumber ?? '--' },
            { key: 'capital', label: t('manage.capital'), children: money(c.registeredCapital) },
            { key: 'industry', label: t('manage.industry'), children: c.industryName ?? c.industryCode ?? '--' },
            { key: 'area', label: t('manage.area'), children: [c.cityName, c.districtName].filter(Boolean).join(' ') || '--' },
            { key: 'registered', label: t('manage.registerDate'), children: c.registerDate ?? '--' },
            { key: 'custody', label: t('manage.custodyDate'), children: c.custodyDate ?? '--' },
            { key: 'labels', label: t('manage.labels'), children: c.labelName ? c.labelName.split(',').map((l) => <Tag key={l}>{l}</Tag>) : '--' },
            { key: 'level', label: t('manage.specialised'), children: c.specialisedLevel ?? '--' },
          ]}
        />
      </Card>
      {listed && (
        <Card size="small" title={t('manage.listing')} data-testid="managed-company-listing">
          <Descriptions
            size="small"
            column={{ xs: 1, md: 4 }}
            items={[
              { key: 'code', label: t('manage.listCode'), children: listed.listCode },
              { key: 'date', label: t('manage.listingDate'), children: listed.listingDate },
              { key: 'sector', label: t('manage.sector'), children: listed.sectorName || '--' },
              { key: 'featured', label: t('manage.featured'), children: listed.featuredSectorName ?? '--' },
            ]}
          />
        </Card>
      )}
      <Card size="small" title={t('manage.products')}>
        <Table<ManagedProduct>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={c.products}
          data-testid="managed-company-products"
          columns={[
            { title: t('manage.productCode'), dataIndex: 'productCode', key: 'code' },
            { title: t('manage.productName'), dataIndex: 'name', key: 'name' },
            { title: t('manage.faceValue'), key: 'face', align: 'right', render: (_, p) => money(p.faceValue) },
            { title: t('manage.totalShares'), key: 'total', align: 'right', render: (_, p) => count(p.totalShares) },
            {
              title: t('list.operation'),
              key: 'op',
              render: (_, p) => (listed ? <Link to={links.listedProduct('detail', p.id)}>{t('manage.listedProduct')}</Link> : '--'),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
