import { Alert, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useApplicationDetail } from '../api/get-application-detail';
import type { ApplicationDetail } from '../api/lifecycle-types';

/**
 * The application the query's `bizSn` names, once loaded: what every detail page by bizSn shows
 * before its own content (a missing bizSn, the load, a failure and, for a page of one business,
 * another business's application).
 */
export function ApplicationByBizSn({
  flow,
  children,
}: {
  /** The only business (or businesses) the page shows, if it is one business's page. */
  flow?: string | readonly string[];
  children: (application: ApplicationDetail) => ReactNode;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const bizSn = params.get('bizSn');
  const detail = useApplicationDetail(bizSn);

  if (!bizSn) return <Result status="warning" title={t('detail.missing')} />;
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError || !detail.data) {
    return <Alert type="error" showIcon role="alert" message={t('detail.loadFailed')} description={detail.error?.message} />;
  }
  if (flow && !(typeof flow === 'string' ? [flow] : flow).includes(detail.data.appId)) {
    return (
      <div data-testid="wrong-flow">
        <Result status="warning" title={t('pages.notThisPage', { appId: detail.data.appId })} />
      </div>
    );
  }
  return <>{children(detail.data)}</>;
}
