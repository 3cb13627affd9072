import { Layout } from 'antd';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { useTenantInfo } from '@/api/get-tenant-info';
import { LanguageDropdown } from '@/components/language-dropdown';
import { useT } from '@/lib/i18n';
import { FrontTopMenu } from './front-top-menu';
import { PublicFooter } from './public-footer';
import { infoNoticeTab } from './showcase-rules';

const selectedByPath: Record<string, string> = {
  '/companyList': 'companyList',
  '/memberList': 'memberList',
  '/policiesShow': 'policiesShow',
  '/specializationNewList': 'specializationNewList',
  '/specializationNewInfo': 'specializationNewList',
  '/private': 'private',
  '/privateEquityFund': 'privateEquityFund',
  '/information': 'information',
  '/pledgeList': 'pledgeList',
  '/frozenList': 'frozenList',
};

/** The front pages' shell: brand, front top menu, language switch, content, footer. */
export function FrontLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const tenant = useTenantInfo();
  const [search] = useSearchParams();
  const path = pathname.replace(/^\/index/, '');
  // a front page embedded by /myiframe/{routerPath} shows its content only, the frame's page has the shell
  const embedded = typeof window !== 'undefined' && window.self !== window.top;
  const selected = path === '/information' && search.get('tab') === infoNoticeTab ? 'infoNotice' : selectedByPath[path];
  return (
    <Layout className="public-layout front-layout">
      {!embedded && (
        <Layout.Header className="public-header">
          <a className="public-brand" href="/home/login">
            <img src="/favicon.svg" alt="" />
            <span>{tenant.data?.tenantName || t('app.title')}</span>
          </a>
          <FrontTopMenu selected={selected} />
          <LanguageDropdown />
        </Layout.Header>
      )}
      <Layout.Content className="public-content">
        <Outlet />
      </Layout.Content>
      {!embedded && <PublicFooter />}
    </Layout>
  );
}
