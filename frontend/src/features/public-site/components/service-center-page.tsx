import { Card, Col, Menu, Result, Row, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { useRegionStats } from '../api/get-region-stats';
import { sitePageKeys, useSitePage } from '../api/get-site-page';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { KindTotals } from './kind-counts';
import { PageBanner } from './page-banner';

/** The services of the centre, each with where it is done or read. */
export const centreServices: { key: string; title: LocaleKey; text: LocaleKey; href: string }[] = [
  { key: 'custody', title: 'site.svc.custody', text: 'site.svc.custodyText', href: '/companyList?isRegister=1' },
  { key: 'listing', title: 'site.svc.listing', text: 'site.svc.listingText', href: '/companyList?isListing=1' },
  { key: 'disclosure', title: 'site.svc.disclosure', text: 'site.svc.disclosureText', href: '/officialWebsiteInformation' },
  { key: 'members', title: 'site.svc.members', text: 'site.svc.membersText', href: '/officialWebsiteMemberList' },
  { key: 'financing', title: 'site.svc.financing', text: 'site.svc.financingText', href: '/financingIndex' },
  { key: 'diagnosis', title: 'site.svc.diagnosis', text: 'site.svc.diagnosisText', href: '/valueDiagnosis' },
  { key: 'evaluate', title: 'site.svc.evaluate', text: 'site.svc.evaluateText', href: '/skillEvaluate' },
  { key: 'figures', title: 'site.svc.figures', text: 'site.svc.figuresText', href: '/officialWebsiteMapChart' },
];

/** A page the administrator wrote (about, group, recruitment, hotline), as paragraphs. */
function SiteText({ tenantId, pageKey }: { tenantId: string; pageKey: string }) {
  const t = useT();
  const page = useSitePage(tenantId, pageKey);
  if (page.isError) return <Result status="404" title={t('front.notFound')} />;
  if (!page.data) return <Spin spinning={tenantId !== ''}><div style={{ minHeight: 120 }} /></Spin>;
  return (
    <article className="article" data-testid="centre-text">
      <h2>{page.data.title}</h2>
      {page.data.content
        .split(/\n\s*\n/)
        .filter((p) => p.trim() !== '')
        .map((p, i) => (
          <p key={i} style={{ whiteSpace: 'pre-line' }}>{p}</p>
        ))}
    </article>
  );
}

/**
 * /equityExchangeServiceCenter: the market's service centre: its figures, the services it offers
 * (each opening where it is done), online business by signing in, and its hotline.
 */
export function EquityServiceCenterPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const stats = useRegionStats(tenantId);
  return (
    <div className="front-page" data-testid="service-center-page">
      <PageBanner title={t('site.serviceCenter')} />
      <div className="front-body">
        <KindTotals total={stats.data?.total} />
        <h2 className="site-section-title">{t('site.services')}</h2>
        <Row gutter={[16, 16]} data-testid="centre-services">
          {centreServices.map((s) => (
            <Col key={s.key} xs={24} sm={12} lg={6}>
              <Card hoverable size="small" title={<a href={s.href} target="_blank" rel="noopener noreferrer">{t(s.title)}</a>}>
                {t(s.text)}
              </Card>
            </Col>
          ))}
        </Row>
        <div className="centre-online">
          <a href={paths.homeLogin} data-testid="centre-login">{t('site.onlineBusiness')}</a>
          <a href={`/serviceCenterBlankPage?key=about`}>{t('site.aboutCentre')}</a>
        </div>
        <SiteText tenantId={tenantId} pageKey="hotline" />
      </div>
    </div>
  );
}

/**
 * /serviceCenterBlankPage?key=: a page of the service centre (关于我们, 集团成员, 招聘信息, 服务热线,
 * as the administrator wrote them) beside the centre's menu; an unknown key shows 内容不存在.
 */
export function ServiceCenterBlankPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const [search, setSearch] = useSearchParams();
  const key = search.get('key') ?? 'about';
  const known = (sitePageKeys as readonly string[]).includes(key);
  return (
    <div className="front-page" data-testid="service-center-blank-page">
      <PageBanner title={t('site.serviceCenter')} />
      <div className="front-body">
        <Row gutter={24}>
          <Col xs={24} md={6}>
            <Menu
              data-testid="centre-menu"
              selectedKeys={[key]}
              onClick={(e) => setSearch({ key: e.key }, { replace: true })}
              items={sitePageKeys.map((k) => ({ key: k, label: t(`site.page.${k}`) }))}
            />
            <a className="centre-back" href="/equityExchangeServiceCenter" data-testid="centre-back">{t('site.serviceCenter')}</a>
          </Col>
          <Col xs={24} md={18}>
            {known ? <SiteText key={key} tenantId={tenantId} pageKey={key} /> : <Result status="404" title={t('front.notFound')} />}
          </Col>
        </Row>
      </div>
    </div>
  );
}
