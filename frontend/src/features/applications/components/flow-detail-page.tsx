import { ApplicationByBizSn } from './application-by-biz-sn';
import { BusinessDetailView } from './business-detail-view';

/** A detail page of one business (?bizSn=), e.g. /process/550082/detai: another business's application is refused. */
export function FlowDetailPage({ appId }: { appId: string }) {
  return (
    <ApplicationByBizSn flow={appId}>{(application) => <BusinessDetailView application={application} />}</ApplicationByBizSn>
  );
}
