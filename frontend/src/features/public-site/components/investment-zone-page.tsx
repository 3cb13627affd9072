import { Card, Col, Row, Statistic, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { usePrivateFundPage } from '../api/get-private-fund-page';
import { useSpecialisationPage } from '../api/get-specialisation-page';
import type { PrivateFundItem } from '../api/publication-types';
import { useCompanyPage } from '../api/select-company-page';
import type { ShowcaseCompany } from '../api/showcase-types';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';
import { badgeText, detailHref, formatAmount, specialisationInfoHref, yearOf } from './showcase-rules';

/** How many entries each section of the zone shows before 更多. */
export const zoneSizes = { listed: 6, specialised: 5, funds: 5 } as const;

/** Where 更多 of each section leads. */
export const zoneMoreLinks = {
  listed: '/companyList?isListing=1',
  specialised: '/specializationNewList',
  funds: '/privateEquityFund',
} as const;

/**
 * /private (and /index/private): the investment zone (投资专区) of the front top menu, shown
 * to the holder modes. It gathers what an investor looks for on the public site: the listed
 * enterprises, the specialised-and-new enterprises and the private-equity funds, each with its
 * count and a link to the full list. No login.
 */
export function InvestmentZonePage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const listed = useCompanyPage(
    tenantId === '' ? null : { query: { current: 1, size: zoneSizes.listed }, company: { registerOrListing: '2' }, tenantId },
  );
  const specialised = useSpecialisationPage({ tenantId, current: 1, size: zoneSizes.specialised });
  const funds = usePrivateFundPage({ tenantId, current: 1, size: zoneSizes.funds });
  return (
    <div className="front-page" data-testid="investment-zone-page">
      <PageBanner title={t('front.private')} />
      <div className="front-body zone-body">
        <p className="zone-intro">{t('zone.intro')}</p>
        <Row gutter={16} className="zone-stats">
          <Col xs={24} md={8}>
            <Card size="small">
              <Statistic title={t('zone.listed')} value={listed.data?.total ?? 0} suffix={t('zone.companyUnit')} loading={listed.isPending} data-testid="zone-count-listed" />
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card size="small">
              <Statistic
                title={t('zone.specialised')}
                value={specialised.data?.total ?? 0}
                suffix={t('zone.companyUnit')}
                loading={specialised.isPending}
                data-testid="zone-count-specialised"
              />
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card size="small">
              <Statistic title={t('zone.funds')} value={funds.data?.total ?? 0} suffix={t('zone.fundUnit')} loading={funds.isPending} data-testid="zone-count-funds" />
            </Card>
          </Col>
        </Row>

        <ZoneSection title={t('zone.listed')} more={zoneMoreLinks.listed} testId="zone-listed">
          <Row gutter={[16, 16]}>
            {(listed.data?.records ?? []).map((c) => (
              <Col key={c.uuid} xs={24} md={12} lg={8}>
                <ListedCard company={c} tenantId={tenantId} />
              </Col>
            ))}
          </Row>
        </ZoneSection>

        <ZoneSection title={t('zone.specialised')} more={zoneMoreLinks.specialised} testId="zone-specialised">
          <Table<ShowcaseCompany>
            rowKey="uuid"
            size="small"
            pagination={false}
            loading={specialised.isFetching}
            dataSource={specialised.data?.records ?? []}
            columns={[
              {
                title: t('showcase.name'),
                dataIndex: 'name',
                render: (name: string, c) => (
                  <a href={specialisationInfoHref(tenantId, c.uuid)} target="_blank" rel="noopener noreferrer">
                    {name}
                  </a>
                ),
              },
              { title: t('showcase.specialisedLevel'), dataIndex: 'specialisedLevel', width: 220, render: (v: string) => <Tag color="gold">{v}</Tag> },
              { title: t('showcase.industry'), dataIndex: 'industryName', width: 240 },
            ]}
          />
        </ZoneSection>

        <ZoneSection title={t('zone.funds')} more={zoneMoreLinks.funds} testId="zone-funds">
          <Table<PrivateFundItem>
            rowKey="id"
            size="small"
            pagination={false}
            loading={funds.isFetching}
            dataSource={funds.data?.records ?? []}
            columns={[
              { title: t('fund.name'), dataIndex: 'fundName' },
              { title: t('fund.manager'), dataIndex: 'managerName', width: 240 },
              { title: t('fund.type'), dataIndex: 'fundType', width: 150 },
              { title: t('fund.size'), dataIndex: 'fundSize', width: 180, align: 'right', render: (v: string) => formatAmount(v) },
            ]}
          />
        </ZoneSection>
      </div>
    </div>
  );
}

function ZoneSection({ title, more, testId, children }: { title: string; more: string; testId: string; children: ReactNode }) {
  const t = useT();
  return (
    <section className="zone-section" data-testid={testId}>
      <div className="zone-section-head">
        <h3>{title}</h3>
        <a href={more} data-testid={`${testId}-more`}>
          {t('zone.more')}
        </a>
      </div>
      {children}
    </section>
  );
}

/** A listed enterprise in brief: badge, name, listing code and year, sector. */
function ListedCard({ company: c, tenantId }: { company: ShowcaseCompany; tenantId: string }) {
  const t = useT();
  const href = detailHref(2, tenantId, c.uuid);
  return (
    <Card size="small" hoverable className="zone-card" data-testid="zone-listed-card">
      <a href={href} target="_blank" rel="noopener noreferrer" className="member-head">
        <span className="company-badge small">
          <span>{badgeText(c.shortName, c.name)}</span>
        </span>
        <span className="zone-card-name">{c.name}</span>
      </a>
      <div className="zone-card-line">
        {t('showcase.listCode')}
        {t('showcase.colon')}
        {c.listCode ?? '--'}
        <span className="zone-card-gap" />
        {t('showcase.listingYear')}
        {t('showcase.colon')}
        {yearOf(c.listingDate) || '--'}
      </div>
      <div className="zone-card-line">
        {t('showcase.sector')}
        {t('showcase.colon')}
        {[c.sectorName, c.featuredSectorName].filter(Boolean).join(' / ') || '--'}
      </div>
    </Card>
  );
}
