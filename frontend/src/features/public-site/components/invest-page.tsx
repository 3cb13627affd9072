import { Alert, Card, Col, List, Row, Steps, Table } from 'antd';
import { paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useNoticePage } from '../api/get-notice-page';
import { useCompanyPage } from '../api/select-company-page';
import type { ShowcaseCompany } from '../api/showcase-types';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';
import { formatDate } from './showcase-rules';

/** How an investor comes to invest on the market, in order. */
export const investSteps = ['site.invest.step1', 'site.invest.step2', 'site.invest.step3', 'site.invest.step4', 'site.invest.step5'] as const;

/**
 * /invest: the investors' service page: how to take part (an account, real-name certification, a
 * registration account, the risk assessment), the risk notice, the newest listings and the
 * market's newest notices.
 */
export function InvestPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const listed = useCompanyPage(tenantId === '' ? null : { tenantId, query: { current: 1, size: 5 }, company: { registerOrListing: '2' } });
  const news = useNoticePage({ tenantId, current: 1, size: 5, noticeType: 'info' });
  return (
    <div className="front-page" data-testid="invest-page">
      <PageBanner title={t('site.invest')} />
      <div className="front-body">
        <p className="zone-intro">{t('site.invest.intro')}</p>
        <Steps className="site-steps" data-testid="invest-steps" current={-1} items={investSteps.map((k) => ({ title: t(k) }))} />
        <Alert type="warning" showIcon message={t('site.invest.riskTitle')} description={t('site.invest.risk')} data-testid="invest-risk" />
        <div className="centre-online">
          <a href={paths.register} data-testid="invest-register">{t('site.invest.register')}</a>
          <a href={paths.homeLogin}>{t('site.onlineBusiness')}</a>
          <a href="/private">{t('front.private')}</a>
        </div>
        <Row gutter={24}>
          <Col xs={24} lg={14}>
            <Card size="small" title={t('site.invest.newListings')} extra={<a href="/officialWebsiteGpList">{t('front.more')}</a>}>
              <Table<ShowcaseCompany>
                rowKey="uuid"
                size="small"
                pagination={false}
                data-testid="invest-listings"
                loading={listed.isFetching}
                dataSource={listed.data?.records ?? []}
                locale={{ emptyText: t('showcase.empty') }}
                columns={[
                  { title: t('showcase.listCode'), dataIndex: 'listCode', width: 100 },
                  {
                    title: t('showcase.name'),
                    dataIndex: 'name',
                    render: (n: string, c) => (
                      <a href={`/rubanDetail?tenantId=${encodeURIComponent(tenantId)}&listCode=${encodeURIComponent(c.listCode ?? '')}`} target="_blank" rel="noopener noreferrer">{n}</a>
                    ),
                  },
                  { title: t('showcase.sector'), dataIndex: 'sectorName' },
                  { title: t('showcase.listingDate'), dataIndex: 'listingDate', render: formatDate, width: 110 },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <Card size="small" title={t('front.infoNotice')} extra={<a href="/officialWebsiteInformation">{t('front.more')}</a>}>
              <List
                size="small"
                data-testid="invest-news"
                loading={news.isFetching}
                dataSource={news.data?.records ?? []}
                renderItem={(n) => (
                  <List.Item extra={<span className="list-date">{n.publishTime.slice(0, 10)}</span>}>
                    <a href={`/newsDetails?id=${encodeURIComponent(n.id)}`} target="_blank" rel="noopener noreferrer">{n.title}</a>
                  </List.Item>
                )}
              />
            </Card>
          </Col>
        </Row>
      </div>
    </div>
  );
}
