import { Alert, Modal, Spin, Tree, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useMenuGrantTree } from '../api/menu-admin';
import { useGrantRoles, useRoleTreeKeys, type RoleRow } from '../api/role-admin';

/**
 * 权限设置 of one role: every menu and button as a tree, the role's grants checked. Each entry is
 * checked on its own (checkStrictly): a checked parent does not grant all its children; the server
 * grants the parents of a checked child so that the sidebar shows it. The server's refusal is shown
 * in the dialog, which stays open.
 */
export function RoleGrantModal({ role, onClose }: { role: RoleRow | null; onClose: (saved: boolean) => void }) {
  const t = useT();
  const open = role !== null;
  const tree = useMenuGrantTree(open);
  const keys = useRoleTreeKeys(role?.id ?? null);
  const grant = useGrantRoles();
  const [checked, setChecked] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setFailure(null);
    setChecked(keys.data ?? []);
  }, [keys.data, role]);

  const save = () => {
    if (!role) return;
    setFailure(null);
    grant.mutate({ roleIds: [role.id], menuIds: checked }, { onSuccess: () => onClose(true), onError: (e) => setFailure(e.message) });
  };

  return (
    <Modal
      open={open}
      title={t('roleAdmin.grantTitle', { role: role?.roleName ?? '' })}
      okText={t('menuAdmin.ok')}
      cancelText={t('menuAdmin.cancel')}
      confirmLoading={grant.isPending}
      onOk={save}
      onCancel={() => onClose(false)}
      destroyOnHidden
      okButtonProps={{ disabled: keys.isLoading, ...({ 'data-testid': 'role-grant-save' } as Record<string, string>) }}
    >
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={failure} data-testid="role-grant-failure" />}
      <Typography.Paragraph type="secondary">{t('roleAdmin.grantHint')}</Typography.Paragraph>
      {tree.isLoading || keys.isLoading ? (
        <Spin />
      ) : (
        <Tree
          checkable
          checkStrictly
          defaultExpandAll
          selectable={false}
          treeData={tree.data ?? []}
          fieldNames={{ title: 'title', key: 'key', children: 'children' }}
          checkedKeys={checked}
          onCheck={(value) => setChecked((Array.isArray(value) ? value : value.checked).map(String))}
          data-testid="role-grant-tree"
        />
      )}
    </Modal>
  );
}
