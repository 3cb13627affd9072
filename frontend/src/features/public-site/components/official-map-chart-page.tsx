import { Alert, Col, Empty, Result, Row, Spin, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { EChart, type EChartOption } from '@/components/echart';
import { useT } from '@/lib/i18n';
import { useRegionStats, type CityCounts } from '../api/get-region-stats';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { cityListLink, KindSwitch, KindTotals, kindLabelKey, type EnterpriseKind } from './kind-counts';
import { PageBanner } from './page-banner';
import { ProvinceMapChart } from './province-map-chart';
import { loadProvinceMap } from './province-maps';

/** The province's map: loading, the registered name to draw, or none (no map of that province). */
function useProvinceMap(provinceCode: string | undefined): { loading: boolean; name: string | null } {
  const [state, setState] = useState<{ code: string; name: string | null } | null>(null);
  useEffect(() => {
    if (!provinceCode) return;
    let live = true;
    loadProvinceMap(provinceCode)
      .catch(() => null)
      .then((name) => live && setState({ code: provinceCode, name }));
    return () => {
      live = false;
    };
  }, [provinceCode]);
  const ready = state !== null && state.code === provinceCode;
  return { loading: !!provinceCode && !ready, name: ready ? state.name : null };
}

/**
 * /officialWebsiteMapChart: the tenant's enterprises by city on the map of its province, one kind
 * at a time (托管, 挂牌, 展示), with the cities ranked beside it; a city opens its enterprises.
 * A province the map package does not ship is drawn as bars.
 */
export function OfficialMapChartPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const stats = useRegionStats(tenantId);
  const [kind, setKind] = useState<EnterpriseKind>('custodied');
  const map = useProvinceMap(stats.data?.provinceCode);
  const cities = useMemo(() => stats.data?.cities ?? [], [stats.data]);
  const areas = useMemo(() => cities.map((c) => ({ name: c.cityName, value: c[kind] })), [cities, kind]);
  const ranked = useMemo(() => [...cities].sort((a, b) => b[kind] - a[kind]), [cities, kind]);
  const kindName = t(kindLabelKey(kind));
  const bars = useMemo<EChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, top: 24, bottom: 60 },
      xAxis: { type: 'category', data: cities.map((c) => c.cityName), axisLabel: { rotate: 30 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', name: kindName, data: cities.map((c) => c[kind]), itemStyle: { color: '#1677ff' } }],
    }),
    [cities, kind, kindName],
  );
  const pickCity = (name: string) => {
    const city = cities.find((c) => c.cityName === name);
    if (city) window.open(cityListLink(kind, city.cityCode), '_blank', 'noopener');
  };
  const title = stats.data ? t('site.mapTitle', { province: stats.data.provinceName }) : t('site.mapChart');
  return (
    <div className="front-page" data-testid="official-map-chart-page">
      <PageBanner title={t('site.mapChart')} />
      <div className="front-body">
        {stats.isError ? (
          <div data-testid="load-failed"><Result status="warning" title={t('site.loadFailed')} /></div>
        ) : (
          <Spin spinning={stats.isPending && tenantId !== ''}>
            <KindTotals total={stats.data?.total} />
            <div className="list-toolbar">
              <h2 className="site-section-title" data-testid="map-title">{title}</h2>
              <KindSwitch value={kind} onChange={setKind} />
            </div>
            {stats.data && cities.length === 0 ? (
              <Empty description={t('site.noRegions')} />
            ) : (
              <Row gutter={24}>
                <Col xs={24} lg={15}>
                  {map.loading ? (
                    <Spin spinning><div style={{ height: 520 }} /></Spin>
                  ) : map.name ? (
                    <ProvinceMapChart map={map.name} areas={areas} label={kindName} height={520} onPick={pickCity} />
                  ) : (
                    <>
                      <Alert type="info" showIcon message={t('site.noMap')} data-testid="no-map" />
                      <EChart option={bars} height={480} label={kindName} testId="region-bars" />
                    </>
                  )}
                </Col>
                <Col xs={24} lg={9}>
                  <Table<CityCounts>
                    size="small"
                    rowKey="cityCode"
                    data-testid="city-ranking"
                    pagination={false}
                    dataSource={ranked}
                    columns={[
                      { title: t('site.rank'), key: 'rank', width: 56, render: (_, __, i) => i + 1 },
                      { title: t('showcase.city'), dataIndex: 'cityName', render: (name: string, c) => (c[kind] > 0 ? <a href={cityListLink(kind, c.cityCode)} target="_blank" rel="noopener noreferrer">{name}</a> : name) },
                      { title: kindName, key: 'count', align: 'right', render: (_, c) => c[kind] },
                    ]}
                  />
                  {stats.data && stats.data.elsewhere[kind] > 0 && (
                    <div className="site-note" data-testid="elsewhere">{t('site.elsewhere', { count: stats.data.elsewhere[kind] })}</div>
                  )}
                </Col>
              </Row>
            )}
          </Spin>
        )}
      </div>
    </div>
  );
}
