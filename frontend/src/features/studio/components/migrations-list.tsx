import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useT } from '@/lib/i18n';
import { useMigrations } from '../api/list-migrations';
import type { Migration } from '../api/studio-types';

/** The instances of a flow moved between versions, newest as the server orders them. */
export function MigrationsList({ appId }: { appId: string }) {
  const t = useT();
  const migrations = useMigrations(appId);
  const columns: ColumnsType<Migration> = [
    { title: t('studio.dryRun.bizSn'), dataIndex: 'bizSn' },
    { title: t('studio.migrations.versions'), key: 'versions', render: (_, m) => `v${m.fromVersion} → v${m.toVersion}` },
    { title: t('studio.migrations.by'), dataIndex: 'migratedBy' },
    { title: t('studio.migrations.at'), dataIndex: 'migratedAt' },
  ];
  return (
    <Table<Migration>
      rowKey={(m) => `${m.uuid}:${m.migratedAt}`}
      size="small"
      loading={migrations.isLoading}
      columns={columns}
      dataSource={migrations.data ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      data-testid="migrations-list"
    />
  );
}
