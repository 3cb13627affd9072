import { Result, Spin } from 'antd';
import { useParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useDisclosureDetail } from '../api/get-disclosure-detail';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { ArticleView } from './article-view';
import { PageBanner } from './page-banner';

/** /information/reportDetail/{id}: one disclosure with its text. */
export function ReportDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const tenantId = usePublicTenant();
  const detail = useDisclosureDetail(tenantId, id);
  const d = detail.data;
  return (
    <div className="front-page" data-testid="report-detail-page">
      <PageBanner title={t('front.information')} />
      <div className="front-body">
        <Spin spinning={detail.isPending && tenantId !== ''}>
          {detail.isError ? (
            <Result status="404" title={t('front.notFound')} />
          ) : d ? (
            <ArticleView title={d.title} meta={[d.companyName ?? '', d.publishTime]} content={d.content ?? ''} />
          ) : null}
        </Spin>
      </div>
    </div>
  );
}
