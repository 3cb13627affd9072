import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useRemoveSysDicts, useSysDictParents, type SysDictParentParams, type SysDictRow } from '../api/sys-dict';
import { SysDictEditModal } from './sys-dict-edit-modal';
import { SysDictSealedTag } from './sys-dict-sealed-tag';

interface Filters {
  code?: string;
  dictValue?: string;
}

interface Props {
  selected: SysDictRow | null;
  /** A row clicked, a selected row changed, or null when the selected one was deleted. */
  onSelect: (row: SysDictRow | null) => void;
}

/**
 * The dictionaries of the platform's system dictionary, searched by code and name and paged; a
 * click on a row selects it (its entries show beside or below). Added and edited in a dialog,
 * deleted after a confirmation; the server refuses a dictionary that still has entries.
 */
export function SysDictParentTable({ selected, onSelect }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [params, setParams] = useState<SysDictParentParams>({ current: 1, size: 10 });
  const list = useSysDictParents(params);
  const remove = useRemoveSysDicts();
  const [editing, setEditing] = useState<{ row: SysDictRow | null } | null>(null);
  const [form] = Form.useForm<Filters>();

  const search = (values: Filters) =>
    setParams({ current: 1, size: params.size, code: values.code?.trim() || undefined, dictValue: values.dictValue?.trim() || undefined });
  const reset = () => {
    form.resetFields();
    setParams({ current: 1, size: params.size });
  };
  const removeOne = (row: SysDictRow) =>
    remove.mutate([row.id], {
      onSuccess: () => {
        if (selected?.id === row.id) onSelect(null);
        void message.success(t('sysDict.removed'));
      },
      onError: (e) => void message.error(e.message),
    });

  const columns: ColumnsType<SysDictRow> = [
    { title: t('sysDict.code'), dataIndex: 'code', key: 'code' },
    { title: t('sysDict.dictValue'), dataIndex: 'dictValue', key: 'dictValue' },
    { title: t('sysDict.sort'), dataIndex: 'sort', key: 'sort', width: 70 },
    { title: t('sysDict.isSealed'), dataIndex: 'isSealed', key: 'isSealed', width: 70, render: (sealed: boolean) => <SysDictSealedTag sealed={sealed} /> },
    { title: t('sysDict.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
    {
      title: t('list.operation'),
      key: 'operation',
      width: 120,
      // the buttons (and the confirmation's, rendered in a portal) do not select the row
      render: (_, row) => (
        <Space onClick={(e) => e.stopPropagation()}>
          <Button type="link" size="small" onClick={() => setEditing({ row })} data-testid={`sys-dict-edit-${row.id}`}>
            {t('sysDict.edit')}
          </Button>
          <Popconfirm
            title={t('sysDict.removeConfirm', { name: row.dictValue })}
            okText={t('sysDict.ok')}
            cancelText={t('sysDict.cancel')}
            onConfirm={() => removeOne(row)}
          >
            <Button type="link" size="small" danger data-testid={`sys-dict-remove-${row.id}`}>
              {t('sysDict.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('sysDict.parentTitle')}
      className="process-list"
      data-testid="sys-dict-parent"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })} data-testid="sys-dict-add">
          {t('sysDict.add')}
        </Button>
      }
    >
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }} data-testid="sys-dict-search">
        <Form.Item name="code" label={t('sysDict.code')}>
          <Input allowClear placeholder={t('sysDict.codePlaceholder')} data-testid="sys-dict-filter-code" />
        </Form.Item>
        <Form.Item name="dictValue" label={t('sysDict.dictValue')}>
          <Input allowClear placeholder={t('sysDict.valuePlaceholder')} data-testid="sys-dict-filter-value" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="sys-dict-search-submit">
            {t('list.search')}
          </Button>
          <Button onClick={reset}>{t('list.reset')}</Button>
        </Space>
      </Form>
      {list.isError && <Alert type="error" showIcon role="alert" message={t('list.loadFailed', { msg: list.error.message })} style={{ marginBottom: 12 }} />}
      <Table<SysDictRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        rowSelection={{ type: 'radio', selectedRowKeys: selected ? [selected.id] : [], onChange: (_, rows) => onSelect(rows[0] ?? null) }}
        onRow={(row) => ({ onClick: () => onSelect(row), style: { cursor: 'pointer' } })}
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
      <SysDictEditModal
        open={editing !== null}
        row={editing?.row ?? null}
        parent={null}
        onClose={(saved) => {
          setEditing(null);
          if (!saved) return;
          if (selected?.id === saved.id) onSelect(saved);
          void message.success(t('sysDict.saved'));
        }}
      />
    </Card>
  );
}
