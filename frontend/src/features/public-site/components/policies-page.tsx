import { Input, List, Tag } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { usePolicyPage } from '../api/get-policy-page';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';

/** /policiesShow: the policies on display, newest first. */
export function PoliciesPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const [key, setKey] = useState('');
  const [page, setPage] = useState({ current: 1, size: 10 });
  const list = usePolicyPage({ tenantId, ...page, key: key || undefined });
  return (
    <div className="front-page" data-testid="policies-page">
      <PageBanner title={t('front.policiesShow')} />
      <div className="front-body">
        <div className="list-toolbar">
          <span />
          <Input.Search placeholder={t('front.searchTitle')} allowClear onSearch={(v) => setKey(v.trim())} style={{ width: 320 }} />
        </div>
        <List
          loading={list.isFetching}
          dataSource={list.data?.records ?? []}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: list.data?.total ?? 0,
            showTotal: (total) => t('showcase.total', { total }),
            onChange: (current, size) => setPage({ current, size }),
          }}
          renderItem={(p) => (
            <List.Item extra={<span className="list-date">{p.publishTime.slice(0, 10)}</span>}>
              <List.Item.Meta
                title={
                  <a href={`/policiesDetail?id=${encodeURIComponent(p.id)}`} target="_blank" rel="noopener noreferrer">
                    <Tag>{p.category}</Tag>
                    {p.title}
                  </a>
                }
                description={p.issuer}
              />
            </List.Item>
          )}
        />
      </div>
    </div>
  );
}
