import { Result } from 'antd';
import { useParams } from 'react-router';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { PageBanner } from './page-banner';

/**
 * The pages /myiframe/{routerPath} may embed, by routerPath: pages of this site only, never a
 * URL given by the address, so the route can be neither an open redirect nor a frame of
 * another site.
 */
export const embeddedPages: Readonly<Record<string, { title: LocaleKey; path: string }>> = Object.freeze({
  companyList: { title: 'front.companyList', path: '/companyList' },
  information: { title: 'front.information', path: '/information' },
  memberList: { title: 'front.memberList', path: '/memberList' },
  policiesShow: { title: 'front.policiesShow', path: '/policiesShow' },
  specializationNewList: { title: 'front.specializationNewList', path: '/specializationNewList' },
  privateEquityFund: { title: 'front.privateEquityFund', path: '/privateEquityFund' },
  pledgeList: { title: 'front.pledgeList', path: '/pledgeList' },
  frozenList: { title: 'front.frozenList', path: '/frozenList' },
  mapChart: { title: 'site.mapChart', path: '/officialWebsiteMapChart' },
  tables: { title: 'site.tables', path: '/officialWebsiteTables' },
  serviceCenter: { title: 'site.serviceCenter', path: '/equityExchangeServiceCenter' },
  financing: { title: 'site.financingIndex', path: '/financingIndex' },
  valueDiagnosis: { title: 'site.valueDiagnosis', path: '/valueDiagnosis' },
  invest: { title: 'site.invest', path: '/invest' },
});

/** The allowed page of a routerPath, or null (an own key only: `constructor` is no page). */
export function embeddedPage(routerPath: string): { title: LocaleKey; path: string } | null {
  return Object.prototype.hasOwnProperty.call(embeddedPages, routerPath) ? embeddedPages[routerPath] : null;
}

/** /myiframe/{routerPath}: a page of the site embedded in a frame, from the allow-list only. */
export function EmbeddedPage() {
  const t = useT();
  const routerPath = useParams().routerPath ?? '';
  const page = embeddedPage(routerPath);
  if (!page) {
    return (
      <div className="front-page" data-testid="embedded-page">
        <PageBanner title={t('front.notFound')} />
        <div className="front-body">
          <div data-testid="embedded-unknown"><Result status="404" title={t('front.notFound')} subTitle={t('site.embedUnknown')} /></div>
          <ul className="embedded-list">
            {Object.entries(embeddedPages).map(([k, p]) => (
              <li key={k}><a href={`/myiframe/${k}`}>{t(p.title)}</a></li>
            ))}
          </ul>
        </div>
      </div>
    );
  }
  return (
    <div className="front-page" data-testid="embedded-page">
      <PageBanner title={t(page.title)} />
      <iframe
        className="embedded-frame"
        data-testid="embedded-frame"
        title={t(page.title)}
        src={page.path}
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
      />
    </div>
  );
}
