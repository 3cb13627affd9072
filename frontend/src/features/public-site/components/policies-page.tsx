import { List, Tag } from 'antd';
import { useT } from '@/lib/i18n';
import { usePolicyPage } from '../api/get-policy-page';
import { usePagedSearch } from '../hooks/use-paged-search';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';
import { SearchablePagedTable } from './searchable-paged-table';

/** /policiesShow: the policies on display, newest first. */
export function PoliciesPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const paging = usePagedSearch();
  const list = usePolicyPage({ tenantId, ...paging.params });
  return (
    <div className="front-page" data-testid="policies-page">
      <PageBanner title={t('front.policiesShow')} />
      <div className="front-body">
        <SearchablePagedTable
          paging={paging}
          placeholder={t('front.searchTitle')}
          list={list}
          render={(records, loading, pagination) => (
            <List
              loading={loading}
              dataSource={records}
              pagination={pagination}
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
          )}
        />
      </div>
    </div>
  );
}
