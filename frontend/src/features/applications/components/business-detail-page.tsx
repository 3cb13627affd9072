import { ApplicationByBizSn } from './application-by-biz-sn';
import { BusinessDetailView } from './business-detail-view';

/** /process/ywlsDetail?bizSn=: the application read-only, its executed path and its history. */
export function BusinessDetailPage() {
  return <ApplicationByBizSn>{(application) => <BusinessDetailView application={application} />}</ApplicationByBizSn>;
}
