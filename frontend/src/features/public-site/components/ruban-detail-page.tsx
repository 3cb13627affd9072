import { Descriptions, List, Result, Space, Spin, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useDisclosurePage } from '../api/get-disclosure-page';
import { useListingDisplay } from '../api/get-listing-display';
import { PageBanner } from './page-banner';
import { badgeText, companyTypeNames, detailHref, formatAmount, formatDate, labelsOf } from './showcase-rules';

/**
 * /rubanDetail?tenantId=&listCode=: an enterprise's entry on a board of the market (入板): its
 * listing (code, board, featured zone, date), the enterprise, and what it has disclosed since,
 * with its annual reports.
 */
export function RubanDetailPage() {
  const t = useT();
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '000000';
  const listCode = search.get('listCode') ?? search.get('listcode') ?? '';
  const listing = useListingDisplay(tenantId, listCode);
  const c = listing.data;
  const disclosures = useDisclosurePage({ tenantId: c ? tenantId : '', current: 1, size: 10, companyId: c?.uuid ?? '' });
  return (
    <div className="front-page" data-testid="ruban-detail-page">
      <PageBanner title={t('site.ruban')} />
      <div className="front-body">
        <Spin spinning={listing.isPending && listCode !== ''}>
          {listing.isError || listCode === '' ? (
            <Result status="404" title={t('front.notFound')} />
          ) : c ? (
            <div className="detail-card">
              <div className="company-title">
                <span className="company-badge"><span>{badgeText(c.shortName, c.name)}</span></span>
                <h2 data-testid="detail-name">{c.name}</h2>
                {labelsOf(c.labelName).map((l) => <Tag key={l} color="blue">{l}</Tag>)}
              </div>
              <Descriptions bordered column={2} size="middle" title={t('site.listingFacts')} data-testid="listing-facts">
                <Descriptions.Item label={t('showcase.listCode')}>{c.listCode}</Descriptions.Item>
                <Descriptions.Item label={t('showcase.listingDate')}>{formatDate(c.listingDate)}</Descriptions.Item>
                <Descriptions.Item label={t('showcase.sector')}>{c.sectorName ?? '--'}</Descriptions.Item>
                <Descriptions.Item label={t('showcase.featured')}>{c.featuredSectorName ?? '--'}</Descriptions.Item>
                <Descriptions.Item label={t('showcase.companyType')}>{c.companyType ? companyTypeNames[c.companyType] : '--'}</Descriptions.Item>
                <Descriptions.Item label={t('showcase.industry')}>{c.industryName ?? '--'}</Descriptions.Item>
                <Descriptions.Item label={t('showcase.capital')}>{c.registeredCapital ? `${formatAmount(c.registeredCapital)} ${t('showcase.yuan')}` : '--'}</Descriptions.Item>
                <Descriptions.Item label={t('showcase.registerDate')}>{formatDate(c.registerDate)}</Descriptions.Item>
              </Descriptions>
              <Space className="detail-links">
                <a href={detailHref(2, tenantId, c.uuid)} target="_blank" rel="noopener noreferrer" data-testid="listing-link">{t('site.listingCard')}</a>
                <a href={`/temporary?tenantId=${encodeURIComponent(tenantId)}&uuid=${encodeURIComponent(c.uuid)}`} target="_blank" rel="noopener noreferrer" data-testid="annual-link">{t('site.annualReport')}</a>
              </Space>
              <h3 className="site-section-title">{t('site.companyDisclosures')}</h3>
              <List
                size="small"
                data-testid="ruban-disclosures"
                loading={disclosures.isFetching}
                dataSource={disclosures.data?.records ?? []}
                locale={{ emptyText: t('site.noDisclosure') }}
                renderItem={(d) => (
                  <List.Item extra={<span className="list-date">{d.publishTime.slice(0, 10)}</span>}>
                    <a href={`/information/reportDetail/${encodeURIComponent(d.id)}`} target="_blank" rel="noopener noreferrer">{d.title}</a>
                  </List.Item>
                )}
              />
            </div>
          ) : null}
        </Spin>
      </div>
    </div>
  );
}
