import { Alert } from 'antd';
import { Link } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import type { ApplicationDetail } from '../api/lifecycle-types';
import { filingFlows } from './filing-detail-page';
import { registerQueryFlow } from './register-query-detail-page';

/** The page of a business's own that shows more than the generic detail: its link, if it has one. */
export function dedicatedDetailOf(application: Pick<ApplicationDetail, 'appId' | 'bizSn'>): string | null {
  const { appId, bizSn } = application;
  if (appId === '550224') return links.quoteDetail(bizSn);
  if (appId === registerQueryFlow) return links.registerQueryDetail(bizSn);
  if ((filingFlows as readonly string[]).includes(appId)) return links.filingDetail(appId, bizSn);
  return null;
}

/** On the generic business detail: where the business's own page shows its bidding, report or filing. */
export function DedicatedDetailLink({ application }: { application: ApplicationDetail }) {
  const t = useT();
  const to = dedicatedDetailOf(application);
  if (!to) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="dedicated-detail-link"
      message={<Link to={to}>{t('detail.dedicatedPage')}</Link>}
    />
  );
}
