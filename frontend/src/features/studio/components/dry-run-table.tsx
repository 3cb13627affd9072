import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useT } from '@/lib/i18n';
import type { DryRunInstance } from '../api/studio-types';
import { DifferenceCell } from './difference-cell';
import { statusLabel } from './difference-labels';

/** The replayed instances of a dry-run, each with its difference (or none). */
export function DryRunTable({ instances }: { instances: DryRunInstance[] }) {
  const t = useT();
  const columns: ColumnsType<DryRunInstance> = [
    { title: t('studio.dryRun.bizSn'), dataIndex: 'bizSn', width: 170 },
    {
      title: t('studio.dryRun.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: string) => {
        const label = statusLabel(status);
        return <Tag color={status === 'running' ? 'processing' : undefined}>{label ? t(label) : status}</Tag>;
      },
    },
    { title: t('studio.dryRun.version'), dataIndex: 'flowVersion', width: 70, render: (v: number) => `v${v}` },
    { title: t('studio.dryRun.steps'), dataIndex: 'steps', width: 70 },
    { title: t('studio.dryRun.difference'), key: 'difference', render: (_, row) => <DifferenceCell instance={row} /> },
  ];
  return (
    <Table<DryRunInstance>
      rowKey="uuid"
      size="small"
      columns={columns}
      dataSource={instances}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      data-testid="dry-run-table"
    />
  );
}
