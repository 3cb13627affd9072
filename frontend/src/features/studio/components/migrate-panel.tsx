import { Alert, App, Button, List, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useMigrateInstances } from '../api/migrate-instances';
import type { DryRunInstance, VersionSummary } from '../api/studio-types';

interface MigratePanelProps {
  appId: string;
  versions: VersionSummary[];
  instances: DryRunInstance[];
}

/**
 * The running instances a replay could move: recorded (an unrecorded one cannot be replayed),
 * without a difference, and on an older version than the target.
 */
export function migrationCandidates(instances: DryRunInstance[], toVersion: number): DryRunInstance[] {
  return instances.filter((i) => i.status === 'running' && i.difference === null && i.steps > 0 && i.flowVersion < toVersion);
}

/** 迁移: moves the candidates of the last dry-run to a chosen version (the latest by default). */
export function MigratePanel({ appId, versions, instances }: MigratePanelProps) {
  const t = useT();
  const { message } = App.useApp();
  const [toVersion, setToVersion] = useState(versions[0]?.version ?? 1);
  const migrate = useMigrateInstances();
  const candidates = migrationCandidates(instances, toVersion);

  const run = () =>
    migrate.mutate(
      { appId, toVersion, uuids: candidates.map((c) => c.uuid) },
      { onError: (error) => void message.error(error.message) },
    );

  return (
    <div className="studio-migrate" data-testid="migrate-panel">
      <Space wrap>
        <Typography.Text>{t('studio.migrate.to')}</Typography.Text>
        <Select
          value={toVersion}
          onChange={setToVersion}
          style={{ width: 100 }}
          options={versions.map((v) => ({ value: v.version, label: `v${v.version}` }))}
          aria-label={t('studio.migrate.to')}
        />
        <Button onClick={run} disabled={candidates.length === 0} loading={migrate.isPending}>
          {t('studio.migrate.run', { n: candidates.length, version: toVersion })}
        </Button>
      </Space>
      {migrate.data && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
          <Alert
            type={migrate.data.refused.length > 0 ? 'warning' : 'success'}
            showIcon
            message={t('studio.migrate.result', { migrated: migrate.data.migrated.length, refused: migrate.data.refused.length })}
          />
          {migrate.data.migrated.length > 0 && (
            <List
              size="small"
              header={t('studio.migrate.migrated')}
              dataSource={migrate.data.migrated}
              renderItem={(m) => <List.Item>{`${m.bizSn}：v${m.fromVersion} → v${m.toVersion}`}</List.Item>}
            />
          )}
          {migrate.data.refused.length > 0 && (
            <List
              size="small"
              header={t('studio.migrate.refused')}
              dataSource={migrate.data.refused}
              renderItem={(r) => <List.Item>{`${r.bizSn}：${r.reason}`}</List.Item>}
            />
          )}
        </Space>
      )}
    </div>
  );
}
