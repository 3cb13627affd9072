import { Skeleton } from 'antd';
import { useParams } from 'react-router';
import { useApplicationDetailByUuid } from '../api/get-application-detail';
import { BusinessDetailView } from './business-detail-view';
import { useT } from '@/lib/i18n';
import { LoadFailure, ResolveFailure } from './resolve-failure';

/**
 * /detail/:processInstanceId/:businessId: an application read-only (its head, path, documents,
 * history and form), found by its instance id and checked against its serial number; 404 for
 * ids that name no application of the tenant, 403 for one the user may not see.
 */
export function InstanceDetailPage() {
  const t = useT();
  const { processInstanceId = '', businessId = '' } = useParams();
  const detail = useApplicationDetailByUuid(processInstanceId);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError) return <LoadFailure error={detail.error} fallback={t('leave.noSuchApplication')} />;
  if (detail.data.bizSn !== businessId) return <ResolveFailure status="404" message={t('leave.noSuchApplication')} />;
  return <BusinessDetailView application={detail.data} />;
}
