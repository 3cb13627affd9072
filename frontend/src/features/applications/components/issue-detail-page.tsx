import { ApplicationByBizSn } from './application-by-biz-sn';
import { BusinessDetailView } from './business-detail-view';
import { IssueBondCard } from './issue-bond-card';

const BOND = '2';

/**
 * /550023/detail and /550024/detail ?bizSn=: an issue filing or registration read-only; a bond's
 * (发行品种 债券) shows the bond as the register holds it now beside the application.
 */
export function IssueDetailPage({ appId }: { appId: string }) {
  return (
    <ApplicationByBizSn flow={appId}>
      {(application) => {
        const bondId = application.formData.productType === BOND ? application.formData.bondId : undefined;
        return (
          <BusinessDetailView application={application}>
            {typeof bondId === 'string' && bondId !== '' && <IssueBondCard bondId={bondId} />}
          </BusinessDetailView>
        );
      }}
    </ApplicationByBizSn>
  );
}
