import { Empty, Input, Pagination, Radio, Spin } from 'antd';
import { dictValueOf } from '@/api/get-dictionary';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useAreas } from '../api/get-area';
import { useIndustries } from '../api/get-industry';
import { usePublicDictionary } from '../api/get-public-dictionary';
import { useCapitalRanges } from '../api/get-registered-capital';
import { useShowPlates } from '../api/get-show-plates';
import { useTwoSectors } from '../api/get-two-sectors';
import { useAllSectors } from '../api/query-all-sectors';
import { useCompanyShowPage, type CompanyShowPageBody } from '../api/query-company-show-page';
import { useCompanyPage, type SelectCompanyPageBody } from '../api/select-company-page';
import type { CapitalRange, ShowcaseType } from '../api/showcase-types';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { CompanyCard } from './company-card';
import { FilterRow } from './filter-row';
import { PageBanner } from './page-banner';
import { entryFromQuery, showcaseDefaultSize, showcasePageSizes, visibleSectors } from './showcase-rules';

interface Filters {
  industry: string;
  capital: string;
  sectorName: string;
  featured: string;
  city: string;
  district: string;
  plate: string;
}

const noFilters: Filters = { industry: '', capital: '', sectorName: '', featured: '', city: '', district: '', plate: '' };

/**
 * The enterprise showcase /companyList (spec §2 "Public enterprise showcase", §4 "Showcase"):
 * three types with their filters, cards, server paging and the reset rules.
 */
export function CompanyListPage() {
  const t = useT();
  const [search] = useSearchParams();
  const entry = useMemo(() => entryFromQuery(search), [search]);
  const tenantId = usePublicTenant();
  const [type, setType] = useState<ShowcaseType>(entry.type);
  const [keyInput, setKeyInput] = useState(entry.key);
  const [key, setKey] = useState(entry.key);
  const [filters, setFilters] = useState<Filters>({ ...noFilters, sectorName: entry.sectorName });
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(showcaseDefaultSize);

  // after the app's own title effect (parents run their effects after their children)
  useEffect(() => {
    const id = window.setTimeout(() => {
      document.title = t('showcase.title');
    }, 0);
    return () => window.clearTimeout(id);
  }, [t]);

  const sectors = useAllSectors(tenantId);
  const industries = useIndustries();
  const capitals = useCapitalRanges();
  const areas = useAreas(tenantId);
  const idTypes = usePublicDictionary(tenantId, 'organTypeValidator');
  const plates = useShowPlates(tenantId);

  const shownSectors = visibleSectors(sectors.data ?? []);
  const sectorId = shownSectors.find((s) => s.sectorName === filters.sectorName)?.id ?? '';
  const subSectors = useTwoSectors(tenantId, type === 2 ? sectorId : '');
  const city = (areas.data ?? []).find((a) => a.cityCode === filters.city);
  const districts = city?.districts ?? [];
  const capital: CapitalRange | undefined = (capitals.data ?? []).find((c) => c.key === filters.capital);

  const companyBody: SelectCompanyPageBody | null =
    tenantId === '' || type === 3
      ? null
      : {
          query: { current: page, size },
          company: {
            registerOrListing: type === 2 ? '2' : '1',
            industry: filters.industry || undefined,
            registeredCapitalGreaterThan: capital?.greaterThan ?? undefined,
            registeredCapitalLessThan: capital?.lessThan ?? undefined,
            key: key || undefined,
            cityCodes: type === 2 && filters.city ? [filters.city] : undefined,
            sectorName: type === 2 && filters.sectorName ? filters.sectorName : undefined,
            featuredSector: type === 2 && filters.featured ? filters.featured : undefined,
            districtCodes: type === 2 && filters.district ? [filters.district] : undefined,
          },
          tenantId,
        };
  const showBody: CompanyShowPageBody | null =
    tenantId === '' || type !== 3
      ? null
      : {
          key: key || undefined,
          pageNo: page,
          pageSize: size,
          industry: filters.industry || undefined,
          registeredCapitalStart: capital?.greaterThan ?? undefined,
          registeredCapitalEnd: capital?.lessThan ?? undefined,
          showPlate: filters.plate || undefined,
          tenantId,
        };
  const companies = useCompanyPage(companyBody);
  const shows = useCompanyShowPage(showBody);
  const list = type === 3 ? shows : companies;

  /** Switching type resets every filter, the search text, the page and its size. */
  const switchType = (next: ShowcaseType) => {
    setType(next);
    setFilters(noFilters);
    setKeyInput('');
    setKey('');
    setPage(1);
    setSize(showcaseDefaultSize);
  };
  /** A top filter goes back to page 1; choosing 全部 also resets the page size. */
  const choose = (change: Partial<Filters>, value: string) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
    if (value === '') setSize(showcaseDefaultSize);
  };
  const idTypeName = (k: string | null | undefined) => dictValueOf(idTypes.data, k) ?? '';

  const industryRow = (
    <FilterRow
      label={t('showcase.industry')}
      testId="filter-industry"
      value={filters.industry}
      options={(industries.data ?? []).map((i) => ({ value: i.code, label: i.name }))}
      onChange={(v) => choose({ industry: v }, v)}
    />
  );
  const capitalRow = (
    <FilterRow
      label={t('showcase.capital')}
      testId="filter-capital"
      value={filters.capital}
      options={(capitals.data ?? []).map((c) => ({ value: c.key, label: c.value }))}
      onChange={(v) => choose({ capital: v }, v)}
    />
  );

  return (
    <div className="front-page" data-testid="company-list-page">
      <PageBanner title={t('showcase.banner')} />
      <div className="front-body">
        <div className="showcase-search">
          <Input.Search
            placeholder={t('showcase.searchPlaceholder')}
            value={keyInput}
            onChange={(e) => setKeyInput(e.target.value)}
            onSearch={(v) => {
              setKey(v.trim());
              setPage(1);
            }}
            allowClear
            size="large"
            data-testid="showcase-search"
          />
        </div>
        <Radio.Group
          className="showcase-types"
          value={type}
          onChange={(e) => switchType(e.target.value as ShowcaseType)}
          optionType="button"
          buttonStyle="solid"
          size="large"
          options={[
            { value: 1, label: t('showcase.type1') },
            { value: 2, label: t('showcase.type2') },
            { value: 3, label: t('showcase.type3') },
          ]}
          data-testid="showcase-type"
        />
        <div className="showcase-filters" data-testid="showcase-filters">
          {type === 2 && (
            <FilterRow
              label={t('showcase.sector')}
              testId="filter-sector"
              value={filters.sectorName}
              options={shownSectors.map((s) => ({ value: s.sectorName, label: s.sectorName }))}
              onChange={(v) => choose({ sectorName: v, featured: '' }, v)}
            />
          )}
          {type === 2 && sectorId !== '' && (subSectors.data ?? []).length > 0 && (
            <FilterRow
              label={t('showcase.featured')}
              testId="filter-featured"
              value={filters.featured}
              options={(subSectors.data ?? []).map((s) => ({ value: s.id, label: s.sectorName }))}
              onChange={(v) => choose({ featured: v }, v)}
            />
          )}
          {industryRow}
          {type === 2 && (
            <FilterRow
              label={t('showcase.city')}
              testId="filter-city"
              value={filters.city}
              options={(areas.data ?? []).map((a) => ({ value: a.cityCode, label: a.cityName }))}
              onChange={(v) => choose({ city: v, district: '' }, v)}
            />
          )}
          {type === 2 && districts.length > 0 && (
            <FilterRow
              label={t('showcase.district')}
              testId="filter-district"
              value={filters.district}
              options={districts.map((d) => ({ value: d.districtCode, label: d.name }))}
              onChange={(v) => choose({ district: v }, v)}
            />
          )}
          {capitalRow}
          {type === 3 && (
            <FilterRow
              label={t('showcase.showPlate')}
              testId="filter-plate"
              value={filters.plate}
              options={(plates.data ?? []).map((p) => ({ value: p.key, label: p.value }))}
              onChange={(v) => choose({ plate: v }, v)}
            />
          )}
        </div>
        <Spin spinning={list.isFetching}>
          <div className="company-list" data-testid="company-list">
            {(list.data?.records ?? []).map((c) => (
              <CompanyCard key={c.uuid} company={c} type={type} tenantId={tenantId} idTypeName={idTypeName} />
            ))}
            {list.data && list.data.records.length === 0 && <Empty description={t('showcase.empty')} />}
          </div>
        </Spin>
        <Pagination
          className="showcase-pager"
          data-testid="showcase-pager"
          current={page}
          pageSize={size}
          total={list.data?.total ?? 0}
          pageSizeOptions={showcasePageSizes}
          showSizeChanger
          showQuickJumper
          showTotal={(total) => t('showcase.total', { total })}
          onChange={(p, s) => {
            setPage(s !== size ? 1 : p);
            setSize(s);
          }}
        />
      </div>
    </div>
  );
}
