import { Breadcrumb } from 'antd';
import { useT } from '@/lib/i18n';

/** The banner of a front page with its breadcrumb (首页 / title). */
export function PageBanner({ title }: { title: string }) {
  const t = useT();
  return (
    <div className="front-banner" data-testid="page-banner">
      <h1>{title}</h1>
      <Breadcrumb items={[{ title: <a href="/home/login">{t('front.home')}</a> }, { title }]} />
    </div>
  );
}
