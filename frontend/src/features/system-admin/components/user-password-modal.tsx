import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Space, Typography } from 'antd';
import { useT } from '@/lib/i18n';

/** A password the server generated: a new user's initial one, or one 重置密码 gave. */
export interface ShownPassword {
  account: string;
  password: string;
  reset: boolean;
}

/**
 * Shows a generated password once, with a copy button: the server keeps only its hash, so closing
 * the dialog loses it.
 */
export function UserPasswordModal({ shown, onClose }: { shown: ShownPassword | null; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();

  const copy = () => {
    if (!shown) return;
    const written = navigator.clipboard?.writeText(shown.password) ?? Promise.reject(new Error('no clipboard'));
    written.then(
      () => void message.success(t('userAdmin.copied')),
      () => void message.error(t('userAdmin.copyFailed')),
    );
  };

  return (
    <Modal
      open={shown !== null}
      title={shown && t(shown.reset ? 'userAdmin.resetTitle' : 'userAdmin.createdTitle', { account: shown.account })}
      okText={t('userAdmin.ok')}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      destroyOnHidden
    >
      {shown && (
        <>
          <p>{t('userAdmin.accountIs', { account: shown.account })}</p>
          <Space>
            {t(shown.reset ? 'userAdmin.newPassword' : 'userAdmin.initialPassword')}
            <Typography.Text code data-testid="user-password">
              {shown.password}
            </Typography.Text>
            <Button size="small" icon={<CopyOutlined />} onClick={copy} data-testid="user-password-copy">
              {t('userAdmin.copy')}
            </Button>
          </Space>
          <Alert type="warning" showIcon style={{ marginTop: 12 }} message={t('userAdmin.passwordHint')} />
        </>
      )}
    </Modal>
  );
}
