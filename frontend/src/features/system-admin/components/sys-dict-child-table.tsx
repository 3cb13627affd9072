import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { useRemoveSysDicts, useSysDictChildren, type SysDictRow } from '../api/sys-dict';
import { SysDictEditModal } from './sys-dict-edit-modal';
import { SysDictSealedTag } from './sys-dict-sealed-tag';

interface Props {
  /** The selected dictionary; null shows the hint and asks nothing. */
  parent: SysDictRow | null;
  /** Where to select a dictionary: 请先选择左侧字典 / 请先选择上方字典. */
  hintKey: LocaleKey;
}

/**
 * The entries of the selected system dictionary, paged; added (to the selected dictionary),
 * edited and deleted like the dictionaries. Mounted afresh for each dictionary (its page starts at 1).
 */
export function SysDictChildTable({ parent, hintKey }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [page, setPage] = useState({ current: 1, size: 10 });
  const list = useSysDictChildren(parent ? { ...page, parentId: parent.id } : null);
  const remove = useRemoveSysDicts();
  const [editing, setEditing] = useState<{ row: SysDictRow | null } | null>(null);

  const removeOne = (row: SysDictRow) =>
    remove.mutate([row.id], {
      onSuccess: () => void message.success(t('sysDict.removed')),
      onError: (e) => void message.error(e.message),
    });

  const columns: ColumnsType<SysDictRow> = [
    { title: t('sysDict.dictKey'), dataIndex: 'dictKey', key: 'dictKey' },
    { title: t('sysDict.dictValue'), dataIndex: 'dictValue', key: 'dictValue' },
    { title: t('sysDict.sort'), dataIndex: 'sort', key: 'sort', width: 70 },
    { title: t('sysDict.isSealed'), dataIndex: 'isSealed', key: 'isSealed', width: 70, render: (sealed: boolean) => <SysDictSealedTag sealed={sealed} /> },
    { title: t('sysDict.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
    {
      title: t('list.operation'),
      key: 'operation',
      width: 120,
      render: (_, row) => (
        <Space>
          <Button type="link" size="small" onClick={() => setEditing({ row })} data-testid={`sys-dict-child-edit-${row.id}`}>
            {t('sysDict.edit')}
          </Button>
          <Popconfirm
            title={t('sysDict.removeConfirm', { name: row.dictValue })}
            okText={t('sysDict.ok')}
            cancelText={t('sysDict.cancel')}
            onConfirm={() => removeOne(row)}
          >
            <Button type="link" size="small" danger data-testid={`sys-dict-child-remove-${row.id}`}>
              {t('sysDict.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={parent ? t('sysDict.childTitleOf', { name: parent.dictValue, code: parent.code }) : t('sysDict.childTitle')}
      className="process-list"
      data-testid="sys-dict-child"
      extra={
        <Button type="primary" icon={<PlusOutlined />} disabled={!parent} onClick={() => setEditing({ row: null })} data-testid="sys-dict-child-add">
          {t('sysDict.add')}
        </Button>
      }
    >
      {list.isError && <Alert type="error" showIcon role="alert" message={t('list.loadFailed', { msg: list.error.message })} style={{ marginBottom: 12 }} />}
      <Table<SysDictRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={parent ? (list.data?.records ?? []) : []}
        loading={list.isFetching}
        locale={parent ? undefined : { emptyText: <span data-testid="sys-dict-child-hint">{t(hintKey)}</span> }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: parent ? (list.data?.total ?? 0) : 0,
          pageSizeOptions: [10, 20, 30],
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { n: total }),
          onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
        }}
      />
      {parent && (
        <SysDictEditModal
          open={editing !== null}
          row={editing?.row ?? null}
          parent={parent}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void message.success(t('sysDict.saved'));
          }}
        />
      )}
    </Card>
  );
}
