import { Alert, Form, Input, InputNumber, Modal, Radio, Select, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { MenuIcon, menuIconNames } from '@/components/menu-icon';
import { useT } from '@/lib/i18n';
import { useMenuTree, useSubmitMenu, type MenuRecord, type MenuSubmit } from '../api/menu-admin';

/** The dialog's subject: an entry to edit, or a new one at the top (parentId null) or under a menu. */
export interface MenuEditing {
  menu: MenuRecord | null;
  parentId: string | null;
}

interface Values {
  parentId?: string | null;
  name: string;
  code: string;
  category: number;
  path?: string;
  source?: string | null;
  sort?: number | null;
  alias?: string;
}

/**
 * 新增 / 编辑 a menu or button: parent (a TreeSelect of the menus), name, code, category, route
 * path (a menu's is required), icon, sort and alias. The browser asks for the required fields; the
 * server's refusal (菜单编号已存在, 上级菜单不能是其下级菜单 …) is shown in the dialog, which stays open.
 */
export function MenuEditModal({ editing, onClose }: { editing: MenuEditing | null; onClose: (saved: boolean) => void }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitMenu();
  const tree = useMenuTree(editing !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const category = Form.useWatch('category', form);
  const open = editing !== null;

  useEffect(() => {
    if (!editing) return;
    setFailure(null);
    form.resetFields();
    const { menu, parentId } = editing;
    form.setFieldsValue(
      menu
        ? { parentId: menu.parentId, name: menu.name, code: menu.code, category: menu.category, path: menu.path, source: menu.source || null, sort: menu.sort, alias: menu.alias }
        : { parentId, category: 1 },
    );
  }, [editing, form]);

  const save = (values: Values) => {
    setFailure(null);
    const body: MenuSubmit = { name: values.name, code: values.code, category: values.category, path: values.path ?? '' };
    if (editing?.menu) body.id = editing.menu.id;
    if (values.parentId) body.parentId = values.parentId;
    if (values.source) body.source = values.source;
    if (values.alias?.trim()) body.alias = values.alias;
    if (values.sort !== undefined && values.sort !== null) body.sort = values.sort;
    submit.mutate(body, { onSuccess: () => onClose(true), onError: (e) => setFailure(e.message) });
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Modal
      open={open}
      title={t(editing?.menu ? 'menuAdmin.editTitle' : 'menuAdmin.addTitle')}
      okText={t('menuAdmin.ok')}
      cancelText={t('menuAdmin.cancel')}
      confirmLoading={submit.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'menu-save' } as Record<string, string>}
    >
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={failure} data-testid="menu-failure" />}
      <Form form={form} layout="vertical" onFinish={save} data-testid="menu-form">
        <Form.Item name="parentId" label={t('menuAdmin.parent')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            placeholder={t('menuAdmin.topLevel')}
            treeData={tree.data ?? []}
            fieldNames={{ label: 'title', value: 'value', children: 'children' }}
            data-testid="menu-parent-input"
          />
        </Form.Item>
        <Form.Item name="name" label={t('menuAdmin.name')} rules={required(t('menuAdmin.nameRequired'))}>
          <Input maxLength={64} data-testid="menu-name-input" />
        </Form.Item>
        <Form.Item name="code" label={t('menuAdmin.code')} rules={required(t('menuAdmin.codeRequired'))}>
          <Input maxLength={64} data-testid="menu-code-input" />
        </Form.Item>
        <Form.Item name="category" label={t('menuAdmin.category')}>
          <Radio.Group
            options={[
              { value: 1, label: t('menuAdmin.menu') },
              { value: 2, label: t('menuAdmin.button') },
            ]}
            data-testid="menu-category-input"
          />
        </Form.Item>
        <Form.Item name="path" label={t('menuAdmin.path')} rules={category === 2 ? [] : required(t('menuAdmin.pathRequired'))}>
          <Input maxLength={255} placeholder="/queryPage/wdcccx" data-testid="menu-path-input" />
        </Form.Item>
        <Form.Item name="source" label={t('menuAdmin.source')}>
          <Select
            allowClear
            showSearch
            options={menuIconNames.map((name) => ({
              value: name,
              label: (
                <span>
                  <MenuIcon source={name} /> {name}
                </span>
              ),
            }))}
            data-testid="menu-source-input"
          />
        </Form.Item>
        <Form.Item name="sort" label={t('menuAdmin.sort')}>
          <InputNumber precision={0} style={{ width: '100%' }} data-testid="menu-sort-input" />
        </Form.Item>
        <Form.Item name="alias" label={t('menuAdmin.alias')}>
          <Input maxLength={64} data-testid="menu-alias-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
