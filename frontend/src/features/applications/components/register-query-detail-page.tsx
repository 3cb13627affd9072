import { Alert, Card, Descriptions } from 'antd';
import { Link } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { ApplicationByBizSn } from './application-by-biz-sn';
import { BusinessDetailView } from './business-detail-view';
import { detailText, recordOf } from './business-records';

/** 股东名册查询. */
export const registerQueryFlow = '550226';

/**
 * /process/550226/detail?bizSn=: the register query (股东名册查询 550226) read-only with its
 * history, and once completed the extract it produced, opened in full on the report page.
 */
export function RegisterQueryDetailPage() {
  const t = useT();
  return (
    <ApplicationByBizSn flow={registerQueryFlow}>
      {(application) => {
        const record = recordOf(application, 'registerExtract');
        return (
          <BusinessDetailView application={application}>
            <Card size="small" title={t('registerReport.title')} data-testid="register-report-summary">
              {record ? (
                <Descriptions size="small" column={{ xs: 1, md: 3 }}>
                  <Descriptions.Item label={t('registerReport.productCode')}>{record.subject}</Descriptions.Item>
                  <Descriptions.Item label={t('registerReport.holders')}>
                    {Array.isArray(record.detail?.positions) ? record.detail.positions.length : 0}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('registerReport.total')}>{Number(detailText(record, 'total') || 0).toLocaleString('en-US')}</Descriptions.Item>
                  <Descriptions.Item>
                    <Link to={links.registerReport(application.bizSn)}>{t('registerReport.open')}</Link>
                  </Descriptions.Item>
                </Descriptions>
              ) : (
                <Alert type="info" showIcon message={t('registerReport.notYet')} />
              )}
            </Card>
          </BusinessDetailView>
        );
      }}
    </ApplicationByBizSn>
  );
}
