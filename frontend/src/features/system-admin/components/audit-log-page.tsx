import { Alert, Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatBeijing } from '@/lib/beijing-time';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { useAuditLog, type AuditAction, type AuditEntry, type AuditListParams } from '../api/audit-log';
import { changedFields } from './audit-diff';

/** The audit log's entities the page names (others show their raw name). */
const entityKeys: Record<string, LocaleKey> = {
  'dict-biz': 'audit.entity.dict-biz',
  dict: 'audit.entity.dict',
  tenant: 'audit.entity.tenant',
  'param-biz': 'audit.entity.param-biz',
  region: 'audit.entity.region',
  user: 'audit.entity.user',
  menu: 'audit.entity.menu',
  'role-grant': 'audit.entity.role-grant',
};
/** The labels of a dictionary record's fields. */
const fieldKeys: Record<string, LocaleKey> = {
  code: 'dict.code', dictKey: 'dict.dictKey', dictValue: 'dict.dictValue', sort: 'dict.sort',
  paramName: 'param.paramName',
  paramKey: 'param.paramKey',
  paramValue: 'param.paramValue',
  remark: 'param.remark',
};
const actionColors: Record<AuditAction, string> = { create: 'green', update: 'blue', remove: 'red' };

/** Before → after of each field the change touched. */
function Changes({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <Typography.Text type="secondary">{t('audit.unchanged')}</Typography.Text>;
  return (
    <div data-testid={`audit-changes-${entry.id}`}>
      {changes.map((c) => (
        <div key={c.field} className="audit-change">
          <Typography.Text strong>{fieldKeys[c.field] ? t(fieldKeys[c.field]) : c.field}</Typography.Text>
          {'：'}
          {c.before && <Typography.Text delete type="danger">{c.before}</Typography.Text>}
          {c.before && c.after && ' → '}
          {c.after && <Typography.Text type="success">{c.after}</Typography.Text>}
        </div>
      ))}
    </div>
  );
}

/**
 * /system/auditLog: every administration change of the tenant, newest first: who, when, on what,
 * which action, and the fields before and after. Filtered by object and by actor; administrator only.
 */
export function AuditLogPage() {
  const t = useT();
  const [params, setParams] = useState<AuditListParams>({ current: 1, size: 10 });
  const log = useAuditLog(params);
  const [form] = Form.useForm<{ entity?: string; actor?: string }>();
  const entityName = (entity: string) => (entityKeys[entity] ? t(entityKeys[entity]) : entity);

  const columns: ColumnsType<AuditEntry> = [
    { title: t('audit.at'), key: 'at', width: 180, render: (_, e) => formatBeijing(e.at) },
    { title: t('audit.actor'), key: 'actor', width: 160, render: (_, e) => `${e.actorName}（${e.actorAccount}）` },
    { title: t('audit.entity'), key: 'entity', width: 120, render: (_, e) => entityName(e.entity) },
    {
      title: t('audit.action'),
      key: 'action',
      width: 90,
      render: (_, e) => <Tag color={actionColors[e.action]}>{t(`audit.${e.action}`)}</Tag>,
    },
    { title: t('audit.changes'), key: 'changes', render: (_, e) => <Changes entry={e} /> },
  ];

  return (
    <Card title={t('audit.title')} className="process-list" data-testid="audit-log-page">
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(v) => setParams({ current: 1, size: params.size, entity: v.entity || undefined, actor: v.actor?.trim() || undefined })}
      >
        <Form.Item name="entity" label={t('audit.entity')}>
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t('audit.allEntities')}
            options={Object.keys(entityKeys).map((value) => ({ value, label: entityName(value) }))}
            data-testid="audit-filter-entity"
          />
        </Form.Item>
        <Form.Item name="actor" label={t('audit.actor')}>
          <Input allowClear placeholder={t('audit.actorPlaceholder')} data-testid="audit-filter-actor" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="audit-search">
            {t('list.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setParams({ current: 1, size: params.size });
            }}
          >
            {t('list.reset')}
          </Button>
        </Space>
      </Form>
      {log.isError && <Alert type="error" showIcon role="alert" message={t('list.loadFailed', { msg: log.error.message })} style={{ marginBottom: 12 }} />}
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={log.data?.records ?? []}
        loading={log.isFetching}
        pagination={{
          current: params.current,
          pageSize: params.size,
          total: log.data?.total ?? 0,
          pageSizeOptions: [10, 20, 30],
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { n: total }),
          onChange: (current, size) => setParams({ ...params, current: size === params.size ? current : 1, size }),
        }}
      />
    </Card>
  );
}
