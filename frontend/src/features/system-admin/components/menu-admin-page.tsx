import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { MenuIcon } from '@/components/menu-icon';
import { useT } from '@/lib/i18n';
import { useMenuChildren, useMenuLazyList, useRemoveMenus, type MenuFilter, type MenuRow } from '../api/menu-admin';
import { MenuEditModal, type MenuEditing } from './menu-edit-modal';

/** A table row: the entry and, once opened, its children. */
type TreeRow = MenuRow & { children?: TreeRow[] };

function withChildren(rows: MenuRow[], loaded: Record<string, MenuRow[] | undefined>): TreeRow[] {
  return rows.map((row) => (row.hasChildren ? { ...row, children: withChildren(loaded[row.id] ?? [], loaded) } : row));
}

/**
 * /system/menu (菜单管理): the platform's menus and buttons as a tree table, each level loaded as it
 * is opened (menu/lazy-list), or the matches of a search by name and code at every level; entries
 * are added at the top or under a menu, edited in a dialog and deleted after a confirmation (the
 * server refuses a menu with children: 请先删除子菜单). Every change lands in the audit log.
 */
export function MenuAdminPage() {
  const t = useT();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<MenuFilter>({});
  const [expanded, setExpanded] = useState<string[]>([]);
  const top = useMenuLazyList(filter);
  const children = useMenuChildren(expanded);
  const remove = useRemoveMenus();
  const [editing, setEditing] = useState<MenuEditing | null>(null);
  const [form] = Form.useForm<MenuFilter>();
  const rows = useMemo(() => withChildren(top.data ?? [], children), [top.data, children]);

  const search = (values: MenuFilter) => {
    setExpanded([]);
    setFilter({ name: values.name?.trim() || undefined, code: values.code?.trim() || undefined });
  };
  const reset = () => {
    form.resetFields();
    setExpanded([]);
    setFilter({});
  };
  const removeOne = (menu: MenuRow) =>
    remove.mutate([menu.id], {
      onSuccess: () => void message.success(t('menuAdmin.removed')),
      onError: (e) => void message.error(e.message),
    });

  const columns: ColumnsType<TreeRow> = [
    { title: t('menuAdmin.name'), dataIndex: 'name', key: 'name' },
    { title: t('menuAdmin.path'), dataIndex: 'path', key: 'path' },
    {
      title: t('menuAdmin.source'),
      dataIndex: 'source',
      key: 'source',
      width: 90,
      render: (source: string) => (source ? <MenuIcon source={source} /> : null),
    },
    { title: t('menuAdmin.code'), dataIndex: 'code', key: 'code' },
    {
      title: t('menuAdmin.category'),
      dataIndex: 'category',
      key: 'category',
      width: 90,
      render: (category: number) =>
        category === 2 ? <Tag color="orange">{t('menuAdmin.button')}</Tag> : <Tag color="blue">{t('menuAdmin.menu')}</Tag>,
    },
    { title: t('menuAdmin.sort'), dataIndex: 'sort', key: 'sort', width: 80 },
    {
      title: t('list.operation'),
      key: 'operation',
      width: 220,
      render: (_, menu) => (
        <Space size={0}>
          {menu.category !== 2 && (
            <Button type="link" size="small" onClick={() => setEditing({ menu: null, parentId: menu.id })} data-testid={`menu-add-child-${menu.id}`}>
              {t('menuAdmin.addChild')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setEditing({ menu, parentId: menu.parentId })} data-testid={`menu-edit-${menu.id}`}>
            {t('menuAdmin.edit')}
          </Button>
          <Popconfirm
            title={t('menuAdmin.removeConfirm', { name: menu.name })}
            okText={t('menuAdmin.ok')}
            cancelText={t('menuAdmin.cancel')}
            onConfirm={() => removeOne(menu)}
          >
            <Button type="link" size="small" danger data-testid={`menu-remove-${menu.id}`}>
              {t('menuAdmin.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('menuAdmin.title')}
      className="process-list"
      data-testid="menu-admin-page"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ menu: null, parentId: null })} data-testid="menu-add">
          {t('menuAdmin.add')}
        </Button>
      }
    >
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16 }} data-testid="menu-search">
        <Form.Item name="name" label={t('menuAdmin.name')}>
          <Input allowClear placeholder={t('menuAdmin.namePlaceholder')} data-testid="menu-filter-name" />
        </Form.Item>
        <Form.Item name="code" label={t('menuAdmin.code')}>
          <Input allowClear placeholder={t('menuAdmin.codePlaceholder')} data-testid="menu-filter-code" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="menu-search-submit">
            {t('list.search')}
          </Button>
          <Button onClick={reset}>{t('list.reset')}</Button>
        </Space>
      </Form>
      {top.isError && <Alert type="error" showIcon role="alert" message={t('list.loadFailed', { msg: top.error.message })} style={{ marginBottom: 12 }} />}
      <Table<TreeRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={top.isFetching}
        pagination={false}
        expandable={{
          expandedRowKeys: expanded,
          onExpand: (open, row) => setExpanded((keys) => (open ? [...keys, row.id] : keys.filter((k) => k !== row.id))),
        }}
      />
      <MenuEditModal
        editing={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) void message.success(t('menuAdmin.saved'));
        }}
      />
    </Card>
  );
}
