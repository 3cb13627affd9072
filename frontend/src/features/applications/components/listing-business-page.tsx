import { Card, Descriptions, Space, Tag } from 'antd';
import { CompanyServiceTable } from '@/components/company-service-table';
import { WithCurrentCompany } from '@/components/with-current-company';
import { useT } from '@/lib/i18n';
import { listingBusinesses } from './catalogue-groups';
import { StartBusinessButtons } from './start-business-buttons';

/**
 * /gpywbl, 挂牌业务: the current enterprise's listing (挂牌代码, date, sector), display (展示代码,
 * date, plate) and board standing, and the listing businesses it may start.
 */
export function ListingBusinessPage() {
  const t = useT();
  return (
    <WithCurrentCompany>
      {({ company, services, standing }) => (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="listing-business">
          <Card title={t('listing.title')} size="small">
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'name', label: t('company.name'), children: company.name },
                {
                  key: 'listed',
                  label: t('listing.state'),
                  children: (
                    <Tag color={standing.isListing === 1 ? 'green' : 'default'} data-testid="listing-state">
                      {t(standing.isListing === 1 ? 'listing.listed' : 'listing.notListed')}
                    </Tag>
                  ),
                },
                { key: 'listCode', label: t('company.listCode'), children: company.listCode ?? '--' },
                { key: 'listingDate', label: t('company.listingDate'), children: company.listingDate ?? '--' },
                { key: 'sector', label: t('company.sector'), children: [company.sectorName, company.featuredSectorName].filter(Boolean).join(' / ') || '--' },
                {
                  key: 'show',
                  label: t('listing.showState'),
                  children: (
                    <Tag color={standing.showStatus === 1 ? 'green' : 'default'} data-testid="show-state">
                      {t(standing.showStatus === 1 ? 'listing.shown' : 'listing.notShown')}
                    </Tag>
                  ),
                },
                { key: 'showCode', label: t('company.showCode'), children: company.showCode ?? '--' },
                { key: 'showPlate', label: t('company.showPlate'), children: company.showPlateName ?? '--' },
                {
                  key: 'board',
                  label: t('listing.board'),
                  children: t(standing.hitechStatus === 1 ? 'listing.onBoard' : 'listing.notOnBoard'),
                },
              ]}
            />
          </Card>
          <Card title={t('listing.services')} size="small">
            <CompanyServiceTable services={services} only={[2, 3]} />
          </Card>
          <Card title={t('listing.start')} size="small">
            <StartBusinessButtons appIds={listingBusinesses} />
          </Card>
        </Space>
      )}
    </WithCurrentCompany>
  );
}
