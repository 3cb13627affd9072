import { Descriptions, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useNoticeDetail } from '../api/get-notice-detail';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { ArticleView } from './article-view';
import { PageBanner } from './page-banner';

/** /pledgeDetail?id= and /frozenDetail?id=: one notice. */
export function NoticeDetailPage({ kind }: { kind: 'pledge' | 'freeze' }) {
  const t = useT();
  const [search] = useSearchParams();
  const tenantId = usePublicTenant();
  const id = search.get('id') ?? '';
  const detail = useNoticeDetail(tenantId, id);
  const n = detail.data;
  return (
    <div className="front-page" data-testid={`${kind}-detail-page`}>
      <PageBanner title={t(kind === 'pledge' ? 'front.pledgeList' : 'front.frozenList')} />
      <div className="front-body">
        <Spin spinning={detail.isPending && id !== '' && tenantId !== ''}>
          {detail.isError || id === '' ? (
            <Result status="404" title={t('front.notFound')} />
          ) : n ? (
            <>
              <ArticleView title={n.title} meta={[n.companyName, n.publishTime]} content={n.content ?? ''} />
              <Descriptions bordered column={2} size="small" className="notice-facts">
                <Descriptions.Item label={t('notice.holder')}>{n.holderName}</Descriptions.Item>
                <Descriptions.Item label={t('notice.volume')}>{(n.volume ?? 0).toLocaleString('en-US')}</Descriptions.Item>
                <Descriptions.Item label={t(kind === 'pledge' ? 'notice.pledgee' : 'notice.authority')}>{n.counterparty}</Descriptions.Item>
                <Descriptions.Item label={t('notice.period')}>{[n.startDate, n.endDate].filter(Boolean).join(' ~ ')}</Descriptions.Item>
              </Descriptions>
            </>
          ) : null}
        </Spin>
      </div>
    </div>
  );
}
