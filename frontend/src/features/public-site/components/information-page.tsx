import { Input, List, Segmented } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useDisclosurePage } from '../api/get-disclosure-page';
import { usePublicDictionary } from '../api/get-public-dictionary';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';

/** /information: published information disclosures, newest first, by category. */
export function InformationPage({ detailBase = '/information/reportDetail' }: { detailBase?: string }) {
  const t = useT();
  const tenantId = usePublicTenant();
  const [category, setCategory] = useState('');
  const [key, setKey] = useState('');
  const [page, setPage] = useState({ current: 1, size: 10 });
  const categories = usePublicDictionary(tenantId, 'disclosureCategory');
  const list = useDisclosurePage({ tenantId, ...page, key: key || undefined, category: category || undefined });
  const name = (k: string) => (categories.data ?? []).find((c) => c.dictKey === k)?.dictValue ?? k;
  return (
    <div className="front-page" data-testid="information-page">
      <PageBanner title={t('front.information')} />
      <div className="front-body">
        <div className="list-toolbar">
          <Segmented
            value={category}
            onChange={(v) => {
              setCategory(String(v));
              setPage((p) => ({ ...p, current: 1 }));
            }}
            options={[{ value: '', label: t('showcase.all') }, ...(categories.data ?? []).map((c) => ({ value: c.dictKey, label: c.dictValue }))]}
          />
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
        <List
          loading={list.isFetching}
          dataSource={list.data?.records ?? []}
          data-testid="information-list"
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: list.data?.total ?? 0,
            pageSizeOptions: [10, 20, 30],
            showSizeChanger: true,
            showTotal: (total) => t('showcase.total', { total }),
            onChange: (current, size) => setPage({ current, size }),
          }}
          renderItem={(d) => (
            <List.Item extra={<span className="list-date">{d.publishTime.slice(0, 10)}</span>}>
              <List.Item.Meta
                title={
                  <a href={`${detailBase}/${encodeURIComponent(d.id)}`} target="_blank" rel="noopener noreferrer">
                    [{name(d.category)}] {d.title}
                  </a>
                }
                description={d.companyName ? `${d.companyName}${d.companyCode ? `（${d.companyCode}）` : ''}` : undefined}
              />
            </List.Item>
          )}
        />
      </div>
    </div>
  );
}
