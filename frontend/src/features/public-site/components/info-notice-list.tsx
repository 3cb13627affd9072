import { Collapse, Empty, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useNoticeDetail } from '../api/get-notice-detail';
import { useNoticePage } from '../api/get-notice-page';
import { usePagedSearch } from '../hooks/use-paged-search';
import { ArticleView } from './article-view';
import { SearchablePagedTable } from './searchable-paged-table';

/**
 * The information notices (信息公告) of the platform, newest first: the notice tab of the
 * disclosure page, which the disclosure submenu's 信息公告 opens. A notice unfolds in place
 * with its text.
 */
export function InfoNoticeList({ tenantId }: { tenantId: string }) {
  const t = useT();
  const paging = usePagedSearch({ sizeChanger: true });
  const [open, setOpen] = useState<string[]>([]);
  const list = useNoticePage({ tenantId, noticeType: 'info', ...paging.params });
  return (
    <div data-testid="info-notice-list">
      <SearchablePagedTable
        paging={paging}
        placeholder={t('front.searchTitle')}
        list={list}
        render={(records, loading, pagination) => (
          <>
            <Spin spinning={loading}>
              {records.length === 0 ? (
                <Empty />
              ) : (
                <Collapse
                  activeKey={open}
                  onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
                  items={records.map((n) => ({
                    key: n.id,
                    label: (
                      <span className="info-notice-title" data-testid="info-notice-title">
                        {n.title}
                      </span>
                    ),
                    extra: <span className="list-date">{n.publishTime.slice(0, 10)}</span>,
                    children: open.includes(n.id) ? <NoticeText tenantId={tenantId} id={n.id} /> : null,
                  }))}
                />
              )}
            </Spin>
            <Pagination className="showcase-pager" {...pagination} />
          </>
        )}
      />
    </div>
  );
}

function NoticeText({ tenantId, id }: { tenantId: string; id: string }) {
  const t = useT();
  const detail = useNoticeDetail(tenantId, id);
  const n = detail.data;
  if (detail.isError) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('front.notFound')} />;
  if (!n) return <Spin spinning />;
  return (
    <div data-testid="info-notice-text">
      <ArticleView title={n.title} meta={[n.companyName, n.publishTime]} content={n.content ?? ''} />
    </div>
  );
}
