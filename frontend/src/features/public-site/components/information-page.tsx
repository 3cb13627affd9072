import { List, Segmented, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useDisclosurePage } from '../api/get-disclosure-page';
import { usePublicDictionary } from '../api/get-public-dictionary';
import { usePagedSearch } from '../hooks/use-paged-search';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { InfoNoticeList } from './info-notice-list';
import { PageBanner } from './page-banner';
import { SearchablePagedTable } from './searchable-paged-table';
import { infoNoticeTab } from './showcase-rules';

/**
 * /information: two tabs, the published information disclosures (信息披露, newest first, by
 * category) and the platform's information notices (信息公告, ?tab=notice, what the disclosure
 * submenu's 信息公告 opens).
 */
export function InformationPage({ detailBase = '/information/reportDetail' }: { detailBase?: string }) {
  const t = useT();
  const tenantId = usePublicTenant();
  const [search, setSearch] = useSearchParams();
  const notices = search.get('tab') === infoNoticeTab;
  return (
    <div className="front-page" data-testid="information-page">
      <PageBanner title={t(notices ? 'front.infoNotice' : 'front.information')} />
      <div className="front-body">
        <Tabs
          activeKey={notices ? infoNoticeTab : 'disclosure'}
          onChange={(tab) => setSearch(tab === infoNoticeTab ? { tab } : {}, { replace: true })}
          data-testid="information-tabs"
          items={[
            { key: 'disclosure', label: t('front.information'), children: <DisclosureList tenantId={tenantId} detailBase={detailBase} /> },
            { key: infoNoticeTab, label: t('front.infoNotice'), children: <InfoNoticeList tenantId={tenantId} /> },
          ]}
        />
      </div>
    </div>
  );
}

/** The information disclosures by category, each opening its report in a new tab. */
function DisclosureList({ tenantId, detailBase }: { tenantId: string; detailBase: string }) {
  const t = useT();
  const [category, setCategory] = useState('');
  const paging = usePagedSearch({ sizeChanger: true });
  const categories = usePublicDictionary(tenantId, 'disclosureCategory');
  const list = useDisclosurePage({ tenantId, ...paging.params, category: category || undefined });
  const name = (k: string) => (categories.data ?? []).find((c) => c.dictKey === k)?.dictValue ?? k;
  return (
    <SearchablePagedTable
      paging={paging}
      placeholder={t('front.searchTitle')}
      filter={
        <Segmented
          value={category}
          onChange={(v) => {
            setCategory(String(v));
            paging.restart();
          }}
          options={[{ value: '', label: t('showcase.all') }, ...(categories.data ?? []).map((c) => ({ value: c.dictKey, label: c.dictValue }))]}
        />
      }
      list={list}
      render={(records, loading, pagination) => (
        <List
          loading={loading}
          dataSource={records}
          data-testid="information-list"
          pagination={pagination}
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
      )}
    />
  );
}
