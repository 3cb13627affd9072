import { Alert, Card, Descriptions } from 'antd';
import { useT } from '@/lib/i18n';
import { ApplicationByBizSn } from './application-by-biz-sn';
import { BusinessDetailView } from './business-detail-view';
import { detailText, recordOf } from './business-records';
import { formatTime } from './format-time';

/** The filings of the 其他业务 family whose detail pages are /process/{appId}detail. */
export const filingFlows = ['550305', '550306', '550307', '550308', '550309'] as const;
export type FilingFlow = (typeof filingFlows)[number];

/**
 * /process/550305detail … /process/550309detail?bizSn=: a filing (其他业务备案 and its family)
 * read-only with its history and, once completed, what the register recorded.
 */
export function FilingDetailPage({ appId }: { appId: FilingFlow }) {
  const t = useT();
  return (
    <ApplicationByBizSn flow={appId}>
      {(application) => {
        const record = recordOf(application, 'filing');
        return (
          <BusinessDetailView application={application}>
            <Card size="small" title={t('filing.recordTitle')} data-testid="filing-record">
              {record ? (
                <Descriptions size="small" column={{ xs: 1, md: 2 }}>
                  <Descriptions.Item label={t('filing.title')}>{detailText(record, 'filingTitle')}</Descriptions.Item>
                  <Descriptions.Item label={t('filing.company')}>{detailText(record, 'companyName')}</Descriptions.Item>
                  <Descriptions.Item label={t('filing.date')}>{detailText(record, 'filingDate') || '-'}</Descriptions.Item>
                  <Descriptions.Item label={t('filing.recordedAt')}>{formatTime(record.recordedAt)}</Descriptions.Item>
                  <Descriptions.Item label={t('filing.description')} span={2}>{detailText(record, 'description') || '-'}</Descriptions.Item>
                </Descriptions>
              ) : (
                <Alert type="info" showIcon message={t('filing.notYet')} />
              )}
            </Card>
          </BusinessDetailView>
        );
      }}
    </ApplicationByBizSn>
  );
}
