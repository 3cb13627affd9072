import { Layout } from 'antd';
import { Link } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { sitePageKeys, type SitePageKey } from '../api/get-site-page';

const labels: Record<SitePageKey, LocaleKey> = {
  about: 'public.aboutUs',
  group: 'public.groupMember',
  recruitment: 'public.recruitment',
  hotline: 'public.hotline',
};

/** The footer of every public page: about us, group members, recruitment, hotline, each a page the administrator writes. */
export function PublicFooter() {
  const t = useT();
  return (
    <Layout.Footer className="public-footer" data-testid="public-footer">
      <div className="public-footer-links">
        {sitePageKeys.map((key) => (
          <Link key={key} to={links.sitePage(key)} data-testid={`footer-${key}`}>
            {t(labels[key])}
          </Link>
        ))}
      </div>
      <div>{t('app.footer')}</div>
    </Layout.Footer>
  );
}
