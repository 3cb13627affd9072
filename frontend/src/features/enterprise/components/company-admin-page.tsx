import { Card, Descriptions, Space, Table, Tag } from 'antd';
import type { ProductTotals } from '@/api/get-current-company';
import { CompanyServiceTable } from '@/components/company-service-table';
import { ObjAttachmentsCard } from '@/components/obj-attachments-card';
import { WithCurrentCompany } from '@/components/with-current-company';
import { dictValueOf, useDictionary } from '@/api/get-dictionary';
import { useT } from '@/lib/i18n';
import { CompanyDossierView } from './company-dossier-view';
import type { LocaleKey } from '@/locales/zh-CN';

const companyTypes: Record<number, LocaleKey> = { 1: 'company.type.1', 2: 'company.type.2', 3: 'company.type.3' };
const dash = (v: string | null | undefined) => (v && v.trim() ? v : '--');
const money = (v: string | null) => (v ? `${Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元` : '--');

/**
 * /companyAdmin, 企业管理: the current enterprise's dossier, read-only: name and codes, type,
 * industry, capital, dates, certificate, its services, its listing and display, its products, and
 * the whole dossier of the company form with its versions.
 */
export function CompanyAdminPage() {
  const t = useT();
  const idTypes = useDictionary('organTypeValidator', { silent: true });
  const idTypeName = (key: string | null) => dictValueOf(idTypes.data, key) ?? dash(key);
  const flag = (on: number, yes: LocaleKey, no: LocaleKey, id: string) => (
    <Tag color={on === 1 ? 'green' : 'default'} data-testid={id}>
      {t(on === 1 ? yes : no)}
    </Tag>
  );
  return (
    <WithCurrentCompany>
      {({ company, services, products, standing }) => (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="company-admin">
          <Card title={t('companyAdmin.basic')} size="small">
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'name', label: t('company.name'), children: <span data-testid="company-name">{company.name}</span> },
                { key: 'short', label: t('company.shortName'), children: dash(company.shortName) },
                { key: 'code', label: t('company.code'), children: dash(company.code) },
                { key: 'type', label: t('company.companyType'), children: company.companyType && companyTypes[company.companyType] ? t(companyTypes[company.companyType]) : '--' },
                { key: 'industry', label: t('company.industry'), children: dash(company.industryName) },
                { key: 'capital', label: t('company.capital'), children: money(company.registeredCapital) },
                { key: 'registerDate', label: t('company.registerDate'), children: dash(company.registerDate) },
                { key: 'registryDate', label: t('company.registryDate'), children: dash(company.registryDate) },
                { key: 'cert', label: t('company.certificate'), children: company.idNumber ? `${idTypeName(company.idType)} ${company.idNumber}` : '--' },
                { key: 'labels', label: t('company.labels'), children: dash(company.labelName) },
              ]}
            />
          </Card>
          <Card title={t('companyAdmin.standing')} size="small">
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'custody', label: t('custody.state'), children: flag(standing.isRegister, 'custody.in', 'custody.out', 'admin-custody') },
                { key: 'listing', label: t('listing.state'), children: flag(standing.isListing, 'listing.listed', 'listing.notListed', 'admin-listing') },
                { key: 'listCode', label: t('company.listCode'), children: dash(company.listCode) },
                { key: 'listingDate', label: t('company.listingDate'), children: dash(company.listingDate) },
                { key: 'show', label: t('listing.showState'), children: flag(standing.showStatus, 'listing.shown', 'listing.notShown', 'admin-show') },
                { key: 'showCode', label: t('company.showCode'), children: dash(company.showCode) },
                { key: 'board', label: t('listing.board'), children: flag(standing.hitechStatus, 'listing.onBoard', 'listing.notOnBoard', 'admin-board') },
                { key: 'showPlate', label: t('company.showPlate'), children: dash(company.showPlateName) },
              ]}
            />
          </Card>
          <Card title={t('custody.services')} size="small">
            <CompanyServiceTable services={services} />
          </Card>
          <Card title={t('companyAdmin.products')} size="small">
            <Table<ProductTotals>
              size="small"
              rowKey="productCode"
              pagination={false}
              dataSource={products}
              columns={[
                { title: t('register.product'), key: 'product', render: (_, p) => `${p.productName}（${p.productCode}）` },
                { title: t('register.totalShares'), key: 'total', align: 'right', render: (_, p) => p.totalShares.toLocaleString('en-US') },
                { title: t('register.holders'), dataIndex: 'holders', key: 'holders', align: 'right' },
                { title: t('register.pledged'), key: 'pledged', align: 'right', render: (_, p) => p.pledged.toLocaleString('en-US') },
                { title: t('register.frozen'), key: 'frozen', align: 'right', render: (_, p) => p.frozen.toLocaleString('en-US') },
              ]}
            />
          </Card>
          <ObjAttachmentsCard objType="2" objId={company.uuid} />
          <CompanyDossierView companyId={company.uuid} />
        </Space>
      )}
    </WithCurrentCompany>
  );
}
