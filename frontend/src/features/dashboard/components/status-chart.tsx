import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { EChart, type EChartOption } from '@/components/echart';
import { useT, type Translate } from '@/lib/i18n';
import { knownStatuses, type KnownStatus, type StatusCount } from '../api/dashboard';

const statusColors: Record<KnownStatus, string> = {
  running: '#1677ff',
  approved: '#52c41a',
  rejected: '#ff4d4f',
  withdrawn: '#bfbfbf',
};

const isKnown = (status: string): status is KnownStatus => (knownStatuses as readonly string[]).includes(status);

/** 办理中, 已办结, 已驳回, 已撤回; a status the page does not know shows its code. */
export function statusName(t: Translate, status: string): string {
  return isKnown(status) ? t(`dashboard.status.${status}`) : status;
}

const percent = (count: number, sum: number) => (sum > 0 ? `${((count * 100) / sum).toFixed(1)}%` : '—');

/** 业务状态分布: a ring of the businesses by status, and the same figures in a table. */
export function StatusChart({ rows }: { rows: StatusCount[] }) {
  const t = useT();
  const title = t('dashboard.byStatus');
  const sum = rows.reduce((n, r) => n + r.count, 0);

  const option = useMemo<EChartOption>(
    () => ({
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          name: title,
          radius: ['42%', '68%'],
          center: ['50%', '45%'],
          label: { formatter: '{b} {c}' },
          data: rows.map((r) => ({
            name: statusName(t, r.status),
            value: r.count,
            ...(isKnown(r.status) ? { itemStyle: { color: statusColors[r.status] } } : {}),
          })),
        },
      ],
    }),
    [rows, t, title],
  );

  const columns: ColumnsType<StatusCount> = [
    { title: t('dashboard.col.status'), dataIndex: 'status', key: 'status', render: (status: string) => statusName(t, status) },
    { title: t('dashboard.col.count'), dataIndex: 'count', key: 'count', align: 'right' },
    { title: t('dashboard.col.share'), key: 'share', align: 'right', render: (_, r) => percent(r.count, sum) },
  ];

  return (
    <Card size="small" title={title} data-testid="dashboard-status">
      <EChart option={option} height={280} label={title} testId="dashboard-status-chart" />
      <Table<StatusCount> rowKey="status" size="small" pagination={false} columns={columns} dataSource={rows} />
    </Card>
  );
}
