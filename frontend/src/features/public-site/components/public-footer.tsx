import { Layout } from 'antd';
import { useT } from '@/lib/i18n';

/** The footer of every public page: about us, group members, recruitment, hotline. */
export function PublicFooter() {
  const t = useT();
  return (
    <Layout.Footer className="public-footer" data-testid="public-footer">
      <div className="public-footer-links">
        <a>{t('public.aboutUs')}</a>
        <a>{t('public.groupMember')}</a>
        <a>{t('public.recruitment')}</a>
        <a>{t('public.hotline')}</a>
      </div>
      <div>{t('app.footer')}</div>
    </Layout.Footer>
  );
}
