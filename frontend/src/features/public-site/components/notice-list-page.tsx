import { Input, Table } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useNoticePage } from '../api/get-notice-page';
import type { NoticeItem } from '../api/publication-types';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';

/** /pledgeList and /frozenList: pledge or freeze notices recorded by the register. */
export function NoticeListPage({ kind }: { kind: 'pledge' | 'freeze' }) {
  const t = useT();
  const tenantId = usePublicTenant();
  const [key, setKey] = useState('');
  const [page, setPage] = useState({ current: 1, size: 10 });
  const list = useNoticePage({ tenantId, noticeType: kind, ...page, key: key || undefined });
  const detail = kind === 'pledge' ? '/pledgeDetail' : '/frozenDetail';
  const title = t(kind === 'pledge' ? 'front.pledgeList' : 'front.frozenList');
  return (
    <div className="front-page" data-testid={`${kind}-list-page`}>
      <PageBanner title={title} />
      <div className="front-body">
        <div className="list-toolbar">
          <span />
          <Input.Search
            placeholder={t('front.searchTitle')}
            allowClear
            onSearch={(v) => {
              setKey(v.trim());
              setPage((p) => ({ ...p, current: 1 }));
            }}
            style={{ width: 320 }}
          />
        </div>
        <Table<NoticeItem>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.records ?? []}
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
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: list.data?.total ?? 0,
            pageSizeOptions: [10, 20, 30],
            showSizeChanger: true,
            showTotal: (total) => t('showcase.total', { total }),
            onChange: (current, size) => setPage({ current, size }),
          }}
        />
      </div>
    </div>
  );
}
