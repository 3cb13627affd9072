import { Card } from 'antd';
import { useT } from '@/lib/i18n';
import { ApplicationByBizSn } from './application-by-biz-sn';
import { ApplicationResult } from './application-result';
import { BusinessDetailView } from './business-detail-view';
import { finalNodeFlow } from './business-of-page';

/** /process/550115detail?bizSn=: the 550115 application read-only, with its result (02 §4). */
export function FinalNodeDetailPage() {
  const t = useT();
  return (
    <ApplicationByBizSn flow={finalNodeFlow}>
      {(application) => (
        <BusinessDetailView application={application}>
          <Card size="small" title={t('result.title')}>
            <ApplicationResult application={application} />
          </Card>
        </BusinessDetailView>
      )}
    </ApplicationByBizSn>
  );
}
