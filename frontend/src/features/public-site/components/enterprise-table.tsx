import { Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useAreas } from '../api/get-area';
import { useAllSectors } from '../api/query-all-sectors';
import { useCompanyShowPage } from '../api/query-company-show-page';
import { useCompanyPage } from '../api/select-company-page';
import type { ShowcaseCompany, ShowcaseType } from '../api/showcase-types';
import { usePagedSearch } from '../hooks/use-paged-search';
import { SearchablePagedTable } from './searchable-paged-table';
import { companyTypeNames, detailHref, formatAmount, formatDate, visibleSectors } from './showcase-rules';

interface Props {
  tenantId: string;
  type: ShowcaseType;
  /** The city chosen on entry (?cityCode=), if any. */
  initialCity?: string;
  /** Where a row's name leads: the showcase's detail by default. */
  href?: (c: ShowcaseCompany) => string;
}

/**
 * The enterprises of one kind as a table (托管 1, 挂牌 2, 展示 3), searched by code or name and
 * filtered by city (and, for listed ones, by sector), paged on the server; a name opens the
 * enterprise in a new tab.
 */
export function EnterpriseTable({ tenantId, type, initialCity = '', href }: Props) {
  const t = useT();
  const paging = usePagedSearch({ sizeChanger: true });
  const [city, setCity] = useState(initialCity);
  const [sector, setSector] = useState('');
  const areas = useAreas(tenantId);
  const sectors = useAllSectors(type === 2 ? tenantId : '');
  const { current, size, key } = paging.params;
  const cityCodes = city ? [city] : undefined;
  const companies = useCompanyPage(
    tenantId !== '' && type !== 3
      ? { tenantId, query: { current, size }, company: { registerOrListing: type === 2 ? '2' : '1', key, cityCodes, sectorName: sector || undefined } }
      : null,
  );
  const shows = useCompanyShowPage(tenantId !== '' && type === 3 ? { tenantId, pageNo: current, pageSize: size, key, city: cityCodes } : null);
  const list = type === 3 ? shows : companies;
  const cityName = (code?: string | null) => areas.data?.find((a) => a.cityCode === code)?.cityName ?? '';
  const link = href ?? ((c: ShowcaseCompany) => detailHref(type, tenantId, c.uuid));
  const name = (n: string, c: ShowcaseCompany) => (
    <a href={link(c)} target="_blank" rel="noopener noreferrer" data-testid="enterprise-link">{n}</a>
  );
  const byType: Record<ShowcaseType, TableColumnsType<ShowcaseCompany>> = {
    1: [
      { title: t('showcase.code'), dataIndex: 'code', width: 110 },
      { title: t('showcase.name'), dataIndex: 'name', render: name },
      { title: t('showcase.companyType'), dataIndex: 'companyType', render: (v?: number | null) => (v ? companyTypeNames[v] : '') },
      { title: t('showcase.custodyDate'), dataIndex: 'registryDate', render: formatDate, width: 120 },
    ],
    2: [
      { title: t('showcase.listCode'), dataIndex: 'listCode', width: 110 },
      { title: t('showcase.name'), dataIndex: 'name', render: name },
      { title: t('showcase.sector'), key: 'sector', render: (_, c) => [c.sectorName, c.featuredSectorName].filter(Boolean).join(' / ') },
      { title: t('showcase.listingDate'), dataIndex: 'listingDate', render: formatDate, width: 120 },
    ],
    3: [
      { title: t('showcase.showCode'), dataIndex: 'showCode', width: 110 },
      { title: t('showcase.name'), dataIndex: 'name', render: name },
      { title: t('showcase.showPlate'), dataIndex: 'showPlateName' },
      { title: t('showcase.showDate'), dataIndex: 'showTimeStart', render: formatDate, width: 120 },
    ],
  };
  const columns: TableColumnsType<ShowcaseCompany> = [
    ...byType[type],
    { title: t('showcase.industry'), dataIndex: 'industryName' },
    { title: t('showcase.capital'), dataIndex: 'registeredCapital', align: 'right', render: (v?: string | null) => (v ? `${formatAmount(v)} ${t('showcase.yuan')}` : '') },
    { title: t('showcase.city'), dataIndex: 'cityCode', render: cityName, width: 100 },
  ];
  const filter = (
    <Space wrap>
      <Select
        data-testid="city-filter"
        style={{ width: 160 }}
        value={city}
        onChange={(v) => {
          setCity(v);
          paging.restart();
        }}
        options={[{ value: '', label: `${t('showcase.city')}：${t('showcase.all')}` }, ...(areas.data ?? []).map((a) => ({ value: a.cityCode, label: a.cityName }))]}
      />
      {type === 2 && (
        <Select
          data-testid="sector-filter"
          style={{ width: 180 }}
          value={sector}
          onChange={(v) => {
            setSector(v);
            paging.restart();
          }}
          options={[{ value: '', label: `${t('showcase.sector')}：${t('showcase.all')}` }, ...visibleSectors(sectors.data ?? []).map((s) => ({ value: s.sectorName, label: s.sectorName }))]}
        />
      )}
    </Space>
  );
  return (
    <div data-testid={`enterprise-table-${type}`}>
      <SearchablePagedTable<ShowcaseCompany>
        paging={paging}
        placeholder={t('showcase.searchPlaceholder')}
        filter={filter}
        list={list}
        render={(records, loading, pagination) => (
          <Table<ShowcaseCompany> rowKey="uuid" size="middle" loading={loading} dataSource={records} columns={columns} pagination={pagination} locale={{ emptyText: t('showcase.empty') }} />
        )}
      />
    </div>
  );
}
