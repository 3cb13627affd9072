import { Col, Empty, List, Result, Row, Spin, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useCompanyDisplay } from '../api/get-company-display';
import { parseReport, useDisclosureDetails } from '../api/get-disclosure-details';
import { useDisclosureDetail } from '../api/get-disclosure-detail';
import { useDisclosurePage } from '../api/get-disclosure-page';
import { ArticleView } from './article-view';
import { PageBanner } from './page-banner';
import { PeriodicReportView } from './periodic-report-view';

/** 定期报告, the category of the reports filed on the platform (550070). */
const periodicReport = '1';

/** One report: its tables when filed on the platform, else its text. */
function ReportView({ tenantId, id }: { tenantId: string; id: string }) {
  const t = useT();
  const detail = useDisclosureDetail(tenantId, id);
  const details = useDisclosureDetails(tenantId, id, detail.data?.filed === true);
  const report = parseReport(details.data);
  const d = detail.data;
  return (
    <Spin spinning={detail.isPending || details.isLoading}>
      {detail.isError ? (
        <Result status="404" title={t('front.notFound')} />
      ) : report && d ? (
        <PeriodicReportView report={report} publishTime={d.publishTime} />
      ) : d && !details.isLoading ? (
        <ArticleView title={d.title} meta={[d.companyName ?? '', d.publishTime]} content={d.content ?? ''} />
      ) : null}
    </Spin>
  );
}

/**
 * /temporary?tenantId=&uuid=[&id=]: an enterprise's annual reports: the periodic reports
 * (定期报告) it disclosed, newest first, the chosen one (?id=, else the newest) drawn beside
 * the list.
 */
export function AnnualReportPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '000000';
  const uuid = search.get('uuid') ?? '';
  const company = useCompanyDisplay(tenantId, uuid);
  const reports = useDisclosurePage({ tenantId: uuid ? tenantId : '', current: 1, size: 50, category: periodicReport, companyId: uuid });
  const records = reports.data?.records ?? [];
  const chosen = search.get('id') ?? records[0]?.id ?? '';
  const c = company.data;
  return (
    <div className="front-page" data-testid="annual-report-page">
      <PageBanner title={t('site.annualReport')} />
      <div className="front-body">
        {uuid === '' || company.isError ? (
          <Result status="404" title={t('front.notFound')} />
        ) : (
          <Spin spinning={company.isPending || reports.isPending}>
            {c && (
              <div className="company-title">
                <h2 data-testid="report-company">{c.name}</h2>
                {c.code && <Tag>{`${t('showcase.code')}${t('showcase.colon')}${c.code}`}</Tag>}
              </div>
            )}
            {reports.data && records.length === 0 ? (
              <div data-testid="no-report"><Empty description={t('site.noAnnualReport')} /></div>
            ) : (
              <Row gutter={24}>
                <Col xs={24} md={7}>
                  <List
                    size="small"
                    bordered
                    data-testid="report-list"
                    dataSource={records}
                    renderItem={(d) => (
                      <List.Item className={d.id === chosen ? 'report-chosen' : undefined}>
                        <a onClick={() => setSearch({ tenantId, uuid, id: d.id }, { replace: true })} data-testid="report-item">
                          {d.title}
                        </a>
                        <span className="list-date">{d.publishTime.slice(0, 10)}</span>
                      </List.Item>
                    )}
                  />
                </Col>
                <Col xs={24} md={17} data-testid="report-view">
                  {chosen && <ReportView key={chosen} tenantId={tenantId} id={chosen} />}
                </Col>
              </Row>
            )}
          </Spin>
        )}
      </div>
    </div>
  );
}
