import { Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useNoticeDetail } from '../api/get-notice-detail';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { ArticleView } from './article-view';
import { PageBanner } from './page-banner';

/** /newsDetails?id=: one information notice (信息公告, the market's news); another kind of notice is not news. */
export function NewsDetailPage() {
  const t = useT();
  const [search] = useSearchParams();
  const tenantId = usePublicTenant();
  const id = search.get('id') ?? '';
  const detail = useNoticeDetail(tenantId, id);
  const n = detail.data;
  const missing = id === '' || detail.isError || (n !== undefined && n.noticeType !== 'info');
  return (
    <div className="front-page" data-testid="news-detail-page">
      <PageBanner title={t('front.infoNotice')} />
      <div className="front-body">
        <Spin spinning={detail.isPending && id !== '' && tenantId !== ''}>
          {missing ? (
            <Result status="404" title={t('front.notFound')} />
          ) : n ? (
            <>
              <ArticleView title={n.title} meta={[n.companyName, n.publishTime]} content={n.content ?? ''} />
              <a href="/officialWebsiteInformation" data-testid="news-more">{t('site.moreNews')}</a>
            </>
          ) : null}
        </Spin>
      </div>
    </div>
  );
}
