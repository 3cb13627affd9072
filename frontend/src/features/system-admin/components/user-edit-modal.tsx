import { Alert, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useRoleOptions, useSubmitUser, type UserRow, type UserSaved, type UserSubmit } from '../api/user-admin';

interface Values {
  account: string;
  realName: string;
  roleName?: string;
  mobile?: string;
}

/**
 * 新增 / 编辑 a user: account (fixed once created), name, role and an optional mobile. The browser
 * asks for the required fields and checks the mobile; the server's refusal (账号已存在, 角色不存在 …)
 * shows in the dialog, which stays open. A new user's initial password comes back in `saved`.
 */
export function UserEditModal({ user, open, onClose }: { user: UserRow | null; open: boolean; onClose: (saved: UserSaved | null) => void }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitUser();
  const roles = useRoleOptions();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setFailure(null);
    form.resetFields();
    if (user) form.setFieldsValue({ account: user.account, realName: user.realName, roleName: user.roleName, mobile: user.mobile ?? undefined });
  }, [open, user, form]);

  const save = (values: Values) => {
    setFailure(null);
    const body: UserSubmit = { account: values.account.trim(), realName: values.realName.trim(), roleName: values.roleName ?? '' };
    if (user) body.id = user.id;
    if (values.mobile?.trim()) body.mobile = values.mobile.trim();
    submit.mutate(body, { onSuccess: (saved) => onClose(saved), onError: (e) => setFailure(e.message) });
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  const rolesFailed = roles.isError ? t('userAdmin.rolesFailed', { msg: roles.error.message }) : undefined;
  return (
    <Modal
      open={open}
      title={t(user ? 'userAdmin.editTitle' : 'userAdmin.addTitle')}
      okText={t('userAdmin.ok')}
      cancelText={t('userAdmin.cancel')}
      confirmLoading={submit.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose(null)}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'user-save' } as Record<string, string>}
    >
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={failure} data-testid="user-failure" />}
      <Form form={form} layout="vertical" onFinish={save} data-testid="user-form">
        <Form.Item name="account" label={t('userAdmin.account')} rules={required(t('userAdmin.accountRequired'))}>
          <Input maxLength={45} disabled={user !== null} data-testid="user-account-input" />
        </Form.Item>
        <Form.Item name="realName" label={t('userAdmin.realName')} rules={required(t('userAdmin.nameRequired'))}>
          <Input maxLength={50} data-testid="user-name-input" />
        </Form.Item>
        <Form.Item
          name="roleName"
          label={t('userAdmin.role')}
          rules={[{ required: true, message: t('userAdmin.roleRequired') }]}
          extra={rolesFailed}
        >
          <Select
            placeholder={t('userAdmin.roleRequired')}
            loading={roles.isFetching}
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
            notFoundContent={rolesFailed}
            data-testid="user-role-input"
          />
        </Form.Item>
        <Form.Item name="mobile" label={t('userAdmin.mobile')} rules={[{ pattern: /^1\d{10}$/, message: t('userAdmin.mobileRule') }]}>
          <Input maxLength={11} data-testid="user-mobile-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
