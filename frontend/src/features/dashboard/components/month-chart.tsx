import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { EChart, type EChartOption } from '@/components/echart';
import { useT } from '@/lib/i18n';
import type { MonthCount } from '../api/dashboard';

/** 近六个月趋势: the businesses submitted (bars) and completed (line) each month, oldest first. */
export function MonthChart({ rows }: { rows: MonthCount[] }) {
  const t = useT();
  const title = t('dashboard.byMonth');

  const option = useMemo<EChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 16, right: 24, top: 36, bottom: 8 },
      xAxis: { type: 'category', data: rows.map((r) => r.month) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { type: 'bar', name: t('dashboard.col.submitted'), data: rows.map((r) => r.submitted), barMaxWidth: 32, itemStyle: { color: '#1677ff' } },
        { type: 'line', name: t('dashboard.col.completed'), data: rows.map((r) => r.approved), smooth: true, itemStyle: { color: '#52c41a' } },
      ],
    }),
    [rows, t],
  );

  const columns: ColumnsType<MonthCount> = [
    { title: t('dashboard.col.month'), dataIndex: 'month', key: 'month' },
    { title: t('dashboard.col.submitted'), dataIndex: 'submitted', key: 'submitted', align: 'right' },
    { title: t('dashboard.col.completed'), dataIndex: 'approved', key: 'approved', align: 'right' },
  ];

  return (
    <Card size="small" title={title} data-testid="dashboard-month">
      <EChart option={option} height={300} label={title} testId="dashboard-month-chart" />
      <Table<MonthCount> rowKey="month" size="small" pagination={false} columns={columns} dataSource={rows} />
    </Card>
  );
}
