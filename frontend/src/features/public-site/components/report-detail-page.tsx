import { Result, Spin } from 'antd';
import { useParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { parseReport, useDisclosureDetails } from '../api/get-disclosure-details';
import { useDisclosureDetail } from '../api/get-disclosure-detail';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { ArticleView } from './article-view';
import { PageBanner } from './page-banner';
import { PeriodicReportView } from './periodic-report-view';

/** 定期报告: the category whose reports are filed on the platform (550070) with their tables. */
const periodicReport = '1';

/**
 * /information/reportDetail/{id}: one disclosure. A periodic report filed on the platform is
 * drawn as its tables (getDetailsByUUID); any other disclosure is its text.
 */
export function ReportDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const tenantId = usePublicTenant();
  const detail = useDisclosureDetail(tenantId, id);
  const d = detail.data;
  // only a report filed on the platform has its tables kept; asking for others would answer 404
  const details = useDisclosureDetails(tenantId, id, d?.category === periodicReport && d.filed === true);
  const report = parseReport(details.data);
  return (
    <div className="front-page" data-testid="report-detail-page">
      <PageBanner title={t('front.information')} />
      <div className="front-body">
        <Spin spinning={(detail.isPending && tenantId !== '') || details.isLoading}>
          {detail.isError ? (
            <Result status="404" title={t('front.notFound')} />
          ) : report && d ? (
            <PeriodicReportView report={report} publishTime={d.publishTime} />
          ) : d && !details.isLoading ? (
            <ArticleView title={d.title} meta={[d.companyName ?? '', d.publishTime]} content={d.content ?? ''} />
          ) : null}
        </Spin>
      </div>
    </div>
  );
}
