import { Select, Tabs } from 'antd';
import { useState } from 'react';
import { dictValueOf } from '@/api/get-dictionary';
import { useT } from '@/lib/i18n';
import { useDisclosurePage } from '../api/get-disclosure-page';
import { useNoticePage } from '../api/get-notice-page';
import { useParamValue } from '../api/get-param-value';
import { usePublicDictionary } from '../api/get-public-dictionary';
import { useSharePledgeEnable } from '../api/get-share-pledge-enable';
import type { DisclosureItem, NoticeItem, NoticeType } from '../api/publication-types';
import { usePagedSearch } from '../hooks/use-paged-search';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';
import { SearchablePagedTable } from './searchable-paged-table';

const opens = { target: '_blank', rel: 'noopener noreferrer' } as const;

function Disclosures({ tenantId }: { tenantId: string }) {
  const t = useT();
  const paging = usePagedSearch({ sizeChanger: true });
  const [category, setCategory] = useState('');
  const categories = usePublicDictionary(tenantId, 'disclosureCategory');
  const list = useDisclosurePage({ tenantId, ...paging.params, category: category || undefined });
  return (
    <SearchablePagedTable<DisclosureItem>
      paging={paging}
      placeholder={t('front.searchTitle')}
      list={list}
      filter={
        <Select
          data-testid="category-filter"
          style={{ width: 200 }}
          value={category}
          onChange={(v) => {
            setCategory(v);
            paging.restart();
          }}
          options={[{ value: '', label: `${t('site.category')}：${t('showcase.all')}` }, ...(categories.data ?? []).map((d) => ({ value: d.dictKey, label: d.dictValue }))]}
        />
      }
      rowKey="id"
      columns={[
        { title: t('site.title'), dataIndex: 'title', render: (v: string, d) => <a href={`/information/reportDetail/${encodeURIComponent(d.id)}`} {...opens}>{v}</a> },
        { title: t('site.category'), dataIndex: 'category', width: 120, render: (k: string) => dictValueOf(categories.data, k) ?? '' },
        { title: t('showcase.name'), dataIndex: 'companyName' },
        { title: t('site.publishDate'), dataIndex: 'publishTime', width: 120, render: (v: string) => v.slice(0, 10) },
      ]}
    />
  );
}

const noticeLink: Record<NoticeType, (id: string) => string> = {
  info: (id) => `/newsDetails?id=${encodeURIComponent(id)}`,
  pledge: (id) => `/pledgeDetail?id=${encodeURIComponent(id)}`,
  freeze: (id) => `/frozenDetail?id=${encodeURIComponent(id)}`,
};

function Notices({ tenantId, noticeType }: { tenantId: string; noticeType: NoticeType }) {
  const t = useT();
  const paging = usePagedSearch({ sizeChanger: true });
  const list = useNoticePage({ tenantId, noticeType, ...paging.params });
  return (
    <SearchablePagedTable<NoticeItem>
      paging={paging}
      placeholder={t('front.searchTitle')}
      list={list}
      rowKey="id"
      columns={[
        { title: t('site.title'), dataIndex: 'title', render: (v: string, n) => <a href={noticeLink[noticeType](n.id)} {...opens}>{v}</a> },
        { title: t('showcase.name'), dataIndex: 'companyName' },
        { title: t('site.publishDate'), dataIndex: 'publishTime', width: 120, render: (v: string) => v.slice(0, 10) },
      ]}
    />
  );
}

/**
 * /officialWebsiteInformation: what the market publishes, as tables: information disclosures by
 * category, information notices (信息公告), and the pledge and freeze notices while their
 * switches are on; each row opens its detail in a new tab.
 */
export function OfficialInformationPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const pledge = useSharePledgeEnable(tenantId);
  const freeze = useParamValue(tenantId, 'freeze.notice.switch');
  const items = [
    { key: 'disclosure', label: t('front.information'), children: <Disclosures tenantId={tenantId} /> },
    { key: 'info', label: t('front.infoNotice'), children: <Notices tenantId={tenantId} noticeType="info" /> },
    ...(pledge.data ? [{ key: 'pledge', label: t('front.pledgeList'), children: <Notices tenantId={tenantId} noticeType="pledge" /> }] : []),
    ...(freeze.data === '1' ? [{ key: 'freeze', label: t('front.frozenList'), children: <Notices tenantId={tenantId} noticeType="freeze" /> }] : []),
  ];
  return (
    <div className="front-page" data-testid="official-information-page">
      <PageBanner title={t('site.information')} />
      <div className="front-body">
        <Tabs items={items} destroyInactiveTabPane />
      </div>
    </div>
  );
}
