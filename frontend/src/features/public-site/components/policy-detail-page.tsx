import { Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { usePolicyDetail } from '../api/get-policy-detail';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { ArticleView } from './article-view';
import { PageBanner } from './page-banner';

/** /policiesDetail?id=: one policy. */
export function PolicyDetailPage() {
  const t = useT();
  const [search] = useSearchParams();
  const tenantId = usePublicTenant();
  const id = search.get('id') ?? '';
  const detail = usePolicyDetail(tenantId, id);
  const p = detail.data;
  return (
    <div className="front-page" data-testid="policy-detail-page">
      <PageBanner title={t('front.policiesShow')} />
      <div className="front-body">
        <Spin spinning={detail.isPending && id !== '' && tenantId !== ''}>
          {detail.isError || id === '' ? (
            <Result status="404" title={t('front.notFound')} />
          ) : p ? (
            <ArticleView title={p.title} meta={[p.issuer, p.category, p.publishTime.slice(0, 10)]} content={p.content ?? ''} />
          ) : null}
        </Spin>
      </div>
    </div>
  );
}
