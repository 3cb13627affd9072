import { Input, List, Segmented, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useDisclosurePage } from '../api/get-disclosure-page';
import { usePublicDictionary } from '../api/get-public-dictionary';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { InfoNoticeList } from './info-notice-list';
import { PageBanner } from './page-banner';
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
  const [key, setKey] = useState('');
  const [page, setPage] = useState({ current: 1, size: 10 });
  const categories = usePublicDictionary(tenantId, 'disclosureCategory');
  const list = useDisclosurePage({ tenantId, ...page, key: key || undefined, category: category || undefined });
  const name = (k: string) => (categories.data ?? []).find((c) => c.dictKey === k)?.dictValue ?? k;
  return (
    <>
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
    </>
  );
}
