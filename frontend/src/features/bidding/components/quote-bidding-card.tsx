import { Card } from 'antd';
import { useT } from '@/lib/i18n';
import { BiddingView } from './bidding-view';

/** The quote business. */
export const quoteFlow = '550224';

/**
 * On /process/550224detail (集中报价详情): the bidding of the project a quote (550224) is on,
 * the quote marked in the ranking once recorded.
 */
export function QuoteBiddingCard({ projectId, bizSn }: { projectId: string; bizSn: string }) {
  const t = useT();
  return (
    <Card size="small" title={t('bidding.ofThisQuote')} data-testid="quote-bidding">
      {projectId ? <BiddingView projectId={projectId} highlight={bizSn} /> : t('bidding.noProject')}
    </Card>
  );
}
