import { Layout, Menu } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTenantInfo } from '@/api/get-tenant-info';
import { paths } from '@/app/paths';
import { LanguageDropdown } from '@/components/language-dropdown';
import { useT } from '@/lib/i18n';
import { PublicFooter } from './public-footer';

const topMenu = [
  { key: paths.homeLogin, label: 'public.home', also: [] },
  { key: '/home/companyList', label: 'public.companyList', also: [] },
  // the disclosure list the spec routes under /home/queryPage is the same page as 信息披露
  { key: '/home/information', label: 'public.information', also: ['/home/queryPage/informationDisclosure'] },
] as const;

/** The top menu entry a public page belongs to (首页 for the sign-in and any other page). */
export function publicMenuKey(pathname: string): string {
  const owns = (m: (typeof topMenu)[number]) => [m.key, ...m.also].some((prefix) => pathname.startsWith(prefix));
  return topMenu.find(owns)?.key ?? paths.homeLogin;
}

/** The public shell (no login): top menu, content, footer on every page. */
export function PublicLayout() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tenant = useTenantInfo();
  const selected = publicMenuKey(pathname);
  return (
    <Layout className="public-layout">
      <Layout.Header className="public-header">
        <div className="public-brand" onClick={() => navigate(paths.homeLogin)}>
          <img src="/favicon.svg" alt="" />
          <span>{tenant.data?.tenantName || t('app.title')}</span>
        </div>
        <Menu
          mode="horizontal"
          selectedKeys={[selected]}
          items={topMenu.map((m) => ({ key: m.key, label: t(m.label) }))}
          onClick={({ key }) => navigate(key)}
          className="public-menu"
        />
        <LanguageDropdown />
      </Layout.Header>
      <Layout.Content className="public-content">
        <Outlet />
      </Layout.Content>
      <PublicFooter />
    </Layout>
  );
}
