import { Alert, Card, Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useApplicationDetail } from '../api/get-application-detail';
import { ApplicationResult } from './application-result';
import { BusinessDetailView } from './business-detail-view';
import { finalNodeFlow } from './business-of-page';

/** /process/550115detail?bizSn=: the 550115 application read-only, with its result (02 §4). */
export function FinalNodeDetailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const bizSn = params.get('bizSn');
  const detail = useApplicationDetail(bizSn);

  if (!bizSn) return <Result status="warning" title={t('detail.missing')} />;
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError || !detail.data) {
    return <Alert type="error" showIcon role="alert" message={t('detail.loadFailed')} description={detail.error?.message} />;
  }
  if (detail.data.appId !== finalNodeFlow) {
    return (
      <div data-testid="wrong-flow">
        <Result status="warning" title={t('pages.notThisPage', { appId: detail.data.appId })} />
      </div>
    );
  }
  return (
    <BusinessDetailView application={detail.data}>
      <Card size="small" title={t('result.title')}>
        <ApplicationResult application={detail.data} />
      </Card>
    </BusinessDetailView>
  );
}
