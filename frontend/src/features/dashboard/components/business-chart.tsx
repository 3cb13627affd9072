import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { EChart, type EChartOption } from '@/components/echart';
import { useT } from '@/lib/i18n';
import type { BusinessCount } from '../api/dashboard';

/** The row of the summed rest has appId ''. */
const rowKey = (r: BusinessCount) => r.appId || 'other';
/** The business type's name; the summed rest is 其他 (Other) in the page's language. */
const businessName = (r: BusinessCount, other: string) => (r.appId === '' ? other : r.bizTypeName);

/** 业务类型排行: the business types by count (and how many completed), busiest first. */
export function BusinessChart({ rows }: { rows: BusinessCount[] }) {
  const t = useT();
  const title = t('dashboard.byBusiness');
  const other = t('dashboard.other');

  const option = useMemo<EChartOption>(
    () => ({
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0 },
      grid: { left: 16, right: 24, top: 36, bottom: 8 },
      xAxis: { type: 'value', minInterval: 1 },
      // the busiest type at the top
      yAxis: { type: 'category', inverse: true, data: rows.map((r) => businessName(r, other)) },
      series: [
        { type: 'bar', name: t('dashboard.col.businessCount'), data: rows.map((r) => r.count), barMaxWidth: 16, itemStyle: { color: '#1677ff' } },
        { type: 'bar', name: t('dashboard.col.approved'), data: rows.map((r) => r.approved), barMaxWidth: 16, itemStyle: { color: '#52c41a' } },
      ],
    }),
    [rows, t, other],
  );

  const columns: ColumnsType<BusinessCount> = [
    { title: t('dashboard.col.business'), key: 'business', render: (_, r) => businessName(r, other) },
    { title: t('dashboard.col.businessCount'), dataIndex: 'count', key: 'count', align: 'right' },
    { title: t('dashboard.col.approved'), dataIndex: 'approved', key: 'approved', align: 'right' },
  ];

  return (
    <Card size="small" title={title} data-testid="dashboard-business">
      <EChart option={option} height={Math.max(280, rows.length * 40 + 60)} label={title} testId="dashboard-business-chart" />
      <Table<BusinessCount> rowKey={rowKey} size="small" pagination={false} columns={columns} dataSource={rows} />
    </Card>
  );
}
