import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';

const texts: Record<'404' | '403' | '500', LocaleKey> = {
  '404': 'page.notFound',
  '403': 'page.forbidden',
  '500': 'page.serverError',
};

/** /404, /403 and /500. */
export function ErrorPage({ status }: { status: '404' | '403' | '500' }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="error-page">
      <Result
        status={status}
        title={status}
        subTitle={t(texts[status])}
        extra={
          <Button type="primary" onClick={() => navigate(paths.root)}>
            {t('page.backHome')}
          </Button>
        }
      />
    </div>
  );
}
