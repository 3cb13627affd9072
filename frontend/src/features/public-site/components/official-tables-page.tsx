import { Card, Col, Result, Row, Spin, Statistic, Table } from 'antd';
import { useT } from '@/lib/i18n';
import { useDisclosurePage } from '../api/get-disclosure-page';
import { useMemberPage } from '../api/get-member-page';
import { useRegionStats, type CityCounts, type KindCounts } from '../api/get-region-stats';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { cityListLink, enterpriseKinds, kindLabelKey } from './kind-counts';
import { PageBanner } from './page-banner';

type Row = CityCounts & { key: string };

const share = (n: number, of: number) => (of > 0 ? `${((n * 100) / of).toFixed(2)}%` : '0.00%');

/**
 * /officialWebsiteTables: the market's figures as tables: enterprises by city of the province and
 * kind, with the share of each city and the province's total; members and disclosures counted.
 */
export function OfficialTablesPage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const stats = useRegionStats(tenantId);
  const members = useMemberPage({ tenantId, current: 1, size: 1 });
  const disclosures = useDisclosurePage({ tenantId, current: 1, size: 1 });
  const s = stats.data;
  const rows: Row[] = (s?.cities ?? []).map((c) => ({ ...c, key: c.cityCode }));
  const extra = (key: string, cityName: string, counts: KindCounts): Row => ({ key, cityCode: '', cityName, ...counts });
  const all: Row[] = s ? [...rows, ...(s.elsewhere.custodied + s.elsewhere.listed + s.elsewhere.displayed > 0 ? [extra('elsewhere', t('site.elsewhereRow'), s.elsewhere)] : [])] : [];
  return (
    <div className="front-page" data-testid="official-tables-page">
      <PageBanner title={t('site.tables')} />
      <div className="front-body">
        {stats.isError ? (
          <div data-testid="load-failed"><Result status="warning" title={t('site.loadFailed')} /></div>
        ) : (
          <Spin spinning={stats.isPending && tenantId !== ''}>
            <Row gutter={16} className="site-stats">
              {enterpriseKinds.map((k) => (
                <Col key={k} xs={12} md={6}>
                  <Card size="small"><Statistic title={t(kindLabelKey(k))} value={s?.total[k] ?? 0} suffix={t('site.unitCompany')} /></Card>
                </Col>
              ))}
              <Col xs={12} md={3}>
                <Card size="small"><Statistic title={t('front.memberList')} value={members.data?.total ?? 0} /></Card>
              </Col>
              <Col xs={12} md={3}>
                <Card size="small"><Statistic title={t('front.information')} value={disclosures.data?.total ?? 0} /></Card>
              </Col>
            </Row>
            <h2 className="site-section-title" data-testid="tables-title">{s ? t('site.tablesTitle', { province: s.provinceName }) : t('site.tables')}</h2>
            <Table<Row>
              bordered
              size="middle"
              data-testid="region-table"
              rowKey="key"
              pagination={false}
              dataSource={all}
              columns={[
                { title: t('showcase.city'), dataIndex: 'cityName' },
                ...enterpriseKinds.flatMap((k) => [
                  {
                    title: t(kindLabelKey(k)),
                    key: k,
                    align: 'right' as const,
                    render: (_: unknown, r: Row) => (r.cityCode && r[k] > 0 ? <a href={cityListLink(k, r.cityCode)} target="_blank" rel="noopener noreferrer">{r[k]}</a> : r[k]),
                  },
                  { title: t('site.share'), key: `${k}-share`, align: 'right' as const, render: (_: unknown, r: Row) => share(r[k], s?.total[k] ?? 0) },
                ]),
              ]}
              summary={() =>
                s ? (
                  <Table.Summary.Row data-testid="region-total">
                    <Table.Summary.Cell index={0}>{t('site.totalRow')}</Table.Summary.Cell>
                    {enterpriseKinds.flatMap((k, i) => [
                      <Table.Summary.Cell key={k} index={1 + i * 2} align="right">{s.total[k]}</Table.Summary.Cell>,
                      <Table.Summary.Cell key={`${k}-share`} index={2 + i * 2} align="right">{s.total[k] > 0 ? '100.00%' : '0.00%'}</Table.Summary.Cell>,
                    ])}
                  </Table.Summary.Row>
                ) : null
              }
            />
          </Spin>
        )}
      </div>
    </div>
  );
}
