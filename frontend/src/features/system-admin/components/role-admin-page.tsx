import { Alert, App, Button, Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useRoleList, type RoleRow } from '../api/role-admin';
import { RoleGrantModal } from './role-grant-modal';

/**
 * /system/role (角色管理): the platform's roles with their code and how many users hold each;
 * 权限设置 opens the role's menus and buttons as a checkable tree (menu/role-tree-keys), saved
 * through role/grant. Users see the change at their next sign-in.
 */
export function RoleAdminPage() {
  const t = useT();
  const { message } = App.useApp();
  const roles = useRoleList();
  const [granting, setGranting] = useState<RoleRow | null>(null);

  const columns: ColumnsType<RoleRow> = [
    { title: t('roleAdmin.roleName'), dataIndex: 'roleName', key: 'roleName' },
    { title: t('roleAdmin.roleAlias'), dataIndex: 'roleAlias', key: 'roleAlias' },
    { title: t('roleAdmin.users'), dataIndex: 'users', key: 'users', width: 120 },
    {
      title: t('list.operation'),
      key: 'operation',
      width: 140,
      render: (_, role) => (
        <Button type="link" size="small" onClick={() => setGranting(role)} data-testid={`role-grant-${role.id}`}>
          {t('roleAdmin.grant')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('roleAdmin.title')} className="process-list" data-testid="role-admin-page">
      {roles.isError && <Alert type="error" showIcon role="alert" message={t('list.loadFailed', { msg: roles.error.message })} style={{ marginBottom: 12 }} />}
      <Table<RoleRow> rowKey="id" size="middle" columns={columns} dataSource={roles.data ?? []} loading={roles.isFetching} pagination={false} />
      <RoleGrantModal
        role={granting}
        onClose={(saved) => {
          setGranting(null);
          if (saved) void message.success(t('roleAdmin.saved'));
        }}
      />
    </Card>
  );
}
