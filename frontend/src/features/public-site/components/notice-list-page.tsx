import { useT } from '@/lib/i18n';
import { useNoticePage } from '../api/get-notice-page';
import type { NoticeItem } from '../api/publication-types';
import { usePagedSearch } from '../hooks/use-paged-search';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';
import { SearchablePagedTable } from './searchable-paged-table';

/** /pledgeList and /frozenList: pledge or freeze notices recorded by the register. */
export function NoticeListPage({ kind }: { kind: 'pledge' | 'freeze' }) {
  const t = useT();
  const tenantId = usePublicTenant();
  const paging = usePagedSearch({ sizeChanger: true });
  const list = useNoticePage({ tenantId, noticeType: kind, ...paging.params });
  const detail = kind === 'pledge' ? '/pledgeDetail' : '/frozenDetail';
  const title = t(kind === 'pledge' ? 'front.pledgeList' : 'front.frozenList');
  return (
    <div className="front-page" data-testid={`${kind}-list-page`}>
      <PageBanner title={title} />
      <div className="front-body">
        <SearchablePagedTable<NoticeItem>
          paging={paging}
          placeholder={t('front.searchTitle')}
          list={list}
          rowKey="id"
          columns={[
            {
              title: t('notice.title'),
              dataIndex: 'title',
              render: (text: string, n) => (
                <a href={`${detail}?id=${encodeURIComponent(n.id)}`} target="_blank" rel="noopener noreferrer">
                  {text}
                </a>
              ),
            },
            { title: t('notice.holder'), dataIndex: 'holderName', width: 180 },
            { title: t('notice.volume'), dataIndex: 'volume', width: 140, align: 'right', render: (v: number | null) => (v ?? 0).toLocaleString('en-US') },
            { title: t(kind === 'pledge' ? 'notice.pledgee' : 'notice.authority'), dataIndex: 'counterparty', width: 220 },
            { title: t('notice.publishTime'), dataIndex: 'publishTime', width: 120, render: (v: string) => v.slice(0, 10) },
          ]}
        />
      </div>
    </div>
  );
}
