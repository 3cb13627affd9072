import type { ReactNode } from 'react';
import type { ApplicationDetail } from '../api/lifecycle-types';
import { ApplicationByBizSn } from './application-by-biz-sn';
import { BusinessDetailView } from './business-detail-view';

/**
 * ?bizSn=: one business's application read-only with its history, for a page of that business
 * only, with what the page adds (`extra`, given the application) between its head and history.
 */
export function BusinessOfFlowPage({ flow, extra }: { flow: string; extra: (application: ApplicationDetail) => ReactNode }) {
  return (
    <ApplicationByBizSn flow={flow}>
      {(application) => <BusinessDetailView application={application}>{extra(application)}</BusinessDetailView>}
    </ApplicationByBizSn>
  );
}
