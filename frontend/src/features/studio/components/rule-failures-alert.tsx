import { Alert, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useT } from '@/lib/i18n';
import { useRuleFailures } from '../api/list-rule-failures';
import type { RuleFailure } from '../api/studio-types';

/**
 * The rules of published flows that failed for users in the last hour (of one flow, or of all):
 * each failure refused someone's application, so the analyst sees them first. Nothing shows
 * while there are none.
 */
export function RuleFailuresAlert({ appId }: { appId?: string }) {
  const t = useT();
  const failures = useRuleFailures(appId);
  const rows = failures.data ?? [];
  if (rows.length === 0) return null;
  const columns: ColumnsType<RuleFailure> = [
    { title: t('studio.failures.at'), dataIndex: 'occurredAt', width: 170 },
    ...(appId ? [] : [{ title: t('studio.col.key'), dataIndex: 'appId', width: 90 }]),
    { title: t('studio.failures.node'), dataIndex: 'nodeId', width: 160 },
    { title: t('studio.failures.rule'), key: 'rule', width: 200, render: (_: unknown, f: RuleFailure) => (f.line ? `${f.script}:${f.line}` : f.script) },
    { title: t('studio.failures.kind'), dataIndex: 'kind', width: 110, render: (kind: string) => t(`studio.failures.kind.${kind}` as 'studio.failures.kind.failed') },
    { title: t('studio.failures.message'), dataIndex: 'message' },
  ];
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      data-testid="rule-failures"
      message={t('studio.failures.title', { count: rows.length })}
      description={
        <Table<RuleFailure>
          rowKey={(f, i) => `${f.occurredAt}:${f.script}:${i}`}
          size="small"
          columns={columns}
          dataSource={rows}
          pagination={{ pageSize: 5, hideOnSinglePage: true }}
        />
      }
    />
  );
}
