import { Result, Spin } from 'antd';
import { useParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useSitePage } from '../api/get-site-page';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';

/**
 * /sitePage/:key: a page of the public footer (关于我们, 集团成员, 招聘信息, 服务热线) as the
 * administrator wrote it, one paragraph per block of text.
 */
export function SitePageView() {
  const t = useT();
  const key = useParams().key ?? '';
  const tenantId = usePublicTenant();
  const page = useSitePage(tenantId, key);
  const paragraphs = (page.data?.content ?? '').split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <div className="front-page" data-testid="site-page">
      <PageBanner title={page.data?.title ?? ''} />
      <div className="front-body">
        <Spin spinning={page.isPending && tenantId !== ''}>
          {page.isError ? (
            <Result status="404" title={t('front.notFound')} />
          ) : page.data ? (
            <article className="article" data-testid="site-page-article">
              <h2 data-testid="site-page-title">{page.data.title}</h2>
              {paragraphs.map((p, i) => (
                <p key={i} style={{ whiteSpace: 'pre-line' }}>
                  {p}
                </p>
              ))}
            </article>
          ) : null}
        </Spin>
      </div>
    </div>
  );
}
