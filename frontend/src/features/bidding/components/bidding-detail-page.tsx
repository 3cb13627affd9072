import { Alert } from 'antd';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { BiddingView } from './bidding-view';

/** /biddingDetail?id=: one transfer project's bidding (集中报价): the project, the quotes ranked, the outcome. */
export function BiddingDetailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!id) return <Alert type="warning" showIcon message={t('transferProject.noId')} />;
  return <BiddingView projectId={id} />;
}
