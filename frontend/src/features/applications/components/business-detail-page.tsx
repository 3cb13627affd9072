import { ApplicationByBizSn } from './application-by-biz-sn';
import { BusinessDetailView } from './business-detail-view';
import { DedicatedDetailLink } from './dedicated-detail-link';

/**
 * /process/ywlsDetail?bizSn=: the application read-only, its executed path and its history;
 * for a business with a page of its own (a quote's bidding, a register report, a filing), the
 * link to it.
 */
export function BusinessDetailPage() {
  return (
    <ApplicationByBizSn>
      {(application) => (
        <BusinessDetailView application={application}>
          <DedicatedDetailLink application={application} />
        </BusinessDetailView>
      )}
    </ApplicationByBizSn>
  );
}
