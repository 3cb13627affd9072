import { Alert, Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useApplicationDetail } from '../api/get-application-detail';
import { BusinessDetailView } from './business-detail-view';

/** /process/ywlsDetail?bizSn=: the application read-only, its executed path and its history. */
export function BusinessDetailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const bizSn = params.get('bizSn');
  const detail = useApplicationDetail(bizSn);

  if (!bizSn) return <Result status="warning" title={t('detail.missing')} />;
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError || !detail.data) {
    return <Alert type="error" showIcon role="alert" message={t('detail.loadFailed')} description={detail.error?.message} />;
  }
  return <BusinessDetailView application={detail.data} />;
}
