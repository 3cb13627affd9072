import { Alert, Button, Col, Divider, InputNumber, Row, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { dryRunDefaultLimit, dryRunMaxLimit, useDryRun } from '../api/dry-run';
import type { VersionSummary } from '../api/studio-types';
import { DryRunTable } from './dry-run-table';
import { MigratePanel } from './migrate-panel';

interface DryRunPaneProps {
  appId: string;
  versions: VersionSummary[];
  /** The text has changes the dry-run (which replays the saved draft) would not see. */
  dirty: boolean;
}

/** 试运行: replays recent instances against the saved draft, then offers to migrate the clean ones. */
export function DryRunPane({ appId, versions, dirty }: DryRunPaneProps) {
  const t = useT();
  const [limit, setLimit] = useState(dryRunDefaultLimit);
  const dryRun = useDryRun();
  const report = dryRun.data;

  return (
    <div className="studio-dry-run" data-testid="dry-run-pane">
      <Space wrap>
        <Typography.Text>{t('studio.dryRun.limit')}</Typography.Text>
        <InputNumber
          min={1}
          max={dryRunMaxLimit}
          precision={0}
          value={limit}
          onChange={(value) => setLimit(value ?? dryRunDefaultLimit)}
          aria-label={t('studio.dryRun.limit')}
        />
        <Button type="primary" onClick={() => dryRun.mutate({ appId, limit })} loading={dryRun.isPending}>
          {t('studio.dryRun.run')}
        </Button>
      </Space>
      {dirty && <Alert type="info" showIcon style={{ marginTop: 12 }} message={t('studio.dryRun.unsavedHint')} />}
      {dryRun.isError && <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} message={dryRun.error.message} />}
      {report && (
        <>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t('studio.dryRun.base', { version: report.base })}
            {(report.ruleDrafts ?? []).length > 0 && ` ${t('studio.dryRun.ruleDrafts', { drafts: (report.ruleDrafts ?? []).join('、') })}`}
          </Typography.Paragraph>
          <Row gutter={16} data-testid="dry-run-totals">
            <Col span={6}>
              <Statistic title={t('studio.dryRun.examined')} value={report.examined} />
            </Col>
            <Col span={6}>
              <Statistic title={t('studio.dryRun.replayed')} value={report.replayed} />
            </Col>
            <Col span={6}>
              <Statistic title={t('studio.dryRun.unrecorded')} value={report.unrecorded} />
            </Col>
            <Col span={6}>
              <Statistic
                title={t('studio.dryRun.differing')}
                value={report.differing}
                valueStyle={report.differing > 0 ? { color: '#cf1322' } : undefined}
              />
            </Col>
          </Row>
          <Divider style={{ margin: '12px 0' }} />
          <DryRunTable instances={report.instances} />
          <Divider orientation="left" plain>
            {t('studio.migrate.title')}
          </Divider>
          <MigratePanel appId={appId} versions={versions} instances={report.instances} />
        </>
      )}
    </div>
  );
}
