import { Card, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useQueryPageConfig } from '../api/query-page';
import { QueryPage } from './query-page';
import { QueryPageRefusal } from './query-page-refusal';

/**
 * /tabQueryPage/{pageKey}: a query page split into tabs, one per value of its code column
 * `tabProp` (转让项目查询: one per project state of the dictionary projectStatus) after a tab of
 * all of them; each tab is the page with that value fixed, filtered, paged and exported alone.
 */
export function TabQueryPage({ pageKey, tabProp }: { pageKey: string; tabProp: string }) {
  const t = useT();
  const config = useQueryPageConfig(pageKey);
  const [active, setActive] = useState('');
  if (config.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  // a refused or missing page says why, as the query page does (not by mounting the query page:
  // its new observer would fetch the refused definition again, and this page spin, for ever)
  if (config.isError) return <QueryPageRefusal error={config.error} />;
  const options = config.data.filters.find((f) => f.prop === tabProp)?.options ?? [];
  const tabs = [{ value: '', label: t('tabQuery.all') }, ...options];
  return (
    <Card className="tab-query-page" data-testid={`tab-query-page-${pageKey}`} styles={{ body: { paddingTop: 0 } }}>
      <Tabs
        activeKey={active}
        onChange={setActive}
        destroyInactiveTabPane
        items={tabs.map((tab) => ({
          key: tab.value,
          label: <span data-testid={`tab-${tab.value || 'all'}`}>{tab.label}</span>,
          children: <QueryPage pageKey={pageKey} fixed={tab.value ? { [tabProp]: tab.value } : undefined} />,
        }))}
      />
    </Card>
  );
}
