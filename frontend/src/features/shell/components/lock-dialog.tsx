import { Form, Input, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { useShellDialogs } from '../stores/dialogs-store';

/** Asks for the lock password, then locks and goes to /lock (spec §4 "Lock"). */
export function LockDialog() {
  const t = useT();
  const navigate = useNavigate();
  const open = useShellDialogs((s) => s.open === 'lock');
  const close = useShellDialogs((s) => s.close);
  const [form] = Form.useForm<{ password: string }>();

  const onOk = async () => {
    const { password } = await form.validateFields();
    useSessionStore.getState().lock(password);
    close();
    navigate(paths.lock);
  };

  return (
    <Modal
      open={open}
      title={t('lock.dialogTitle')}
      okText={t('lock.confirm')}
      cancelText={t('lock.cancel')}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={close}
      destroyOnClose
      width={420}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={() => void onOk()}>
        <Form.Item name="password" label={t('lock.password')} rules={[{ required: true, message: t('lock.passwordRequired') }]}>
          <Input.Password autoFocus placeholder={t('lock.password')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
