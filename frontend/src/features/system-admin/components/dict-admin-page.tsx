import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useDictList, useRemoveDicts, type DictListParams, type DictRecord } from '../api/dict-biz';
import { DictEditModal } from './dict-edit-modal';

interface Filters {
  code?: string;
  dictValue?: string;
}

/**
 * /system/dict: the administrator's business dictionaries (BladeX dict-biz) of the tenant, searched
 * by code and value and paged; entries are added and edited in a dialog and deleted after a
 * confirmation. Every change lands in the audit log (/system/auditLog).
 */
export function DictAdminPage() {
  const t = useT();
  const { message } = App.useApp();
  const [params, setParams] = useState<DictListParams>({ current: 1, size: 10 });
  const list = useDictList(params);
  const remove = useRemoveDicts();
  const [editing, setEditing] = useState<{ entry: DictRecord | null } | null>(null);
  const [form] = Form.useForm<Filters>();

  const search = (values: Filters) =>
    setParams({ current: 1, size: params.size, code: values.code?.trim() || undefined, dictValue: values.dictValue?.trim() || undefined });
  const reset = () => {
    form.resetFields();
    setParams({ current: 1, size: params.size });
  };
  const removeOne = (entry: DictRecord) =>
    remove.mutate([entry.id], {
      onSuccess: () => void message.success(t('dict.removed')),
      onError: (e) => void message.error(e.message),
    });

  const columns: ColumnsType<DictRecord> = [
    { title: t('dict.code'), dataIndex: 'code', key: 'code' },
    { title: t('dict.dictKey'), dataIndex: 'dictKey', key: 'dictKey' },
    { title: t('dict.dictValue'), dataIndex: 'dictValue', key: 'dictValue' },
    { title: t('dict.sort'), dataIndex: 'sort', key: 'sort', width: 90 },
    {
      title: t('list.operation'),
      key: 'operation',
      width: 150,
      render: (_, entry) => (
        <Space>
          <Button type="link" size="small" onClick={() => setEditing({ entry })} data-testid={`dict-edit-${entry.id}`}>
            {t('dict.edit')}
          </Button>
          <Popconfirm
            title={t('dict.removeConfirm', { code: entry.code, key: entry.dictKey })}
            okText={t('dict.ok')}
            cancelText={t('dict.cancel')}
            onConfirm={() => removeOne(entry)}
          >
            <Button type="link" size="small" danger data-testid={`dict-remove-${entry.id}`}>
              {t('dict.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('dict.title')}
      className="process-list"
      data-testid="dict-admin-page"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ entry: null })} data-testid="dict-add">
          {t('dict.add')}
        </Button>
      }
    >
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16 }} data-testid="dict-search">
        <Form.Item name="code" label={t('dict.code')}>
          <Input allowClear placeholder={t('dict.codePlaceholder')} data-testid="dict-filter-code" />
        </Form.Item>
        <Form.Item name="dictValue" label={t('dict.dictValue')}>
          <Input allowClear placeholder={t('dict.valuePlaceholder')} data-testid="dict-filter-value" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="dict-search-submit">
            {t('list.search')}
          </Button>
          <Button onClick={reset}>{t('list.reset')}</Button>
        </Space>
      </Form>
      {list.isError && <Alert type="error" showIcon role="alert" message={t('list.loadFailed', { msg: list.error.message })} style={{ marginBottom: 12 }} />}
      <Table<DictRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        pagination={{
          current: params.current,
          pageSize: params.size,
          total: list.data?.total ?? 0,
          pageSizeOptions: [10, 20, 30],
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { n: total }),
          onChange: (current, size) => setParams({ ...params, current: size === params.size ? current : 1, size }),
        }}
      />
      <DictEditModal
        open={editing !== null}
        entry={editing?.entry ?? null}
        onClose={(saved) => {
          setEditing(null);
          if (saved) void message.success(t('dict.saved'));
        }}
      />
    </Card>
  );
}
