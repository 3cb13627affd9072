import { Alert, Card, Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useKeptScroll } from '@/hooks/use-kept-scroll';
import { useT } from '@/lib/i18n';
import { useApplicationDetailByUuid } from '../api/get-application-detail';
import { ApplicationResult } from './application-result';
import { BusinessDetailView } from './business-detail-view';

/**
 * /process/detial?processInstanceId=&isShowResult=&nodeId=detail&appId=550115: where 550115 goes
 * after submit when its final node is Apply (02 §2, §4): the application read-only (its form
 * at the detail node), with its result when isShowResult is true. Revisited, it opens where
 * the user left it.
 */
export function ProcessDetialPage() {
  const t = useT();
  const [params] = useSearchParams();
  const instance = params.get('processInstanceId');
  const showResult = params.get('isShowResult') === 'true' || params.get('isShowResult') === '1';
  const appId = params.get('appId');
  const detail = useApplicationDetailByUuid(instance);
  // 01 §2: the page keeps its place when revisited
  useKeptScroll(Boolean(detail.data));

  if (!instance) return (
      <div data-testid="missing-instance">
        <Result status="warning" title={t('pages.missingInstance')} />
      </div>
    );
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError || !detail.data) {
    return <Alert type="error" showIcon role="alert" message={t('detail.loadFailed')} description={detail.error?.message} />;
  }
  if (appId && detail.data.appId !== appId) {
    return (
      <div data-testid="wrong-flow">
        <Result status="warning" title={t('pages.notThisPage', { appId: detail.data.appId })} />
      </div>
    );
  }
  return (
    <BusinessDetailView application={detail.data}>
      {showResult && (
        <Card size="small" title={t('result.title')}>
          <ApplicationResult application={detail.data} />
        </Card>
      )}
    </BusinessDetailView>
  );
}
