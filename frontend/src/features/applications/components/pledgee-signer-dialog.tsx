import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { mobileRules } from '@/lib/password-rules';
import { type PledgeeRow, pledgeeContractsQuery } from '../api/get-pledgee-contracts';
import { useRegisterEContractUser } from '../api/register-econtract-user';

/**
 * 登记签约手机 (01 §7 registerEContractUser): the pledge form carries no mobile of the pledgee,
 * so staff register the pledgee with the e-signature provider under the mobile the pledgee gave
 * the registry before the confirmation SMS can go; again, to change it. Staff only.
 */
export function PledgeeSignerDialog({ row, uuid, disabled }: { row: PledgeeRow; uuid: string; disabled: boolean }) {
  const t = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const register = useRegisterEContractUser();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ mobile: string }>();

  const submit = (values: { mobile: string }) =>
    register.mutate(
      { uuid: row.uuid, mobile: values.mobile },
      {
        onSuccess: () => {
          void message.success(t('pledgee.registered'));
          setOpen(false);
          void client.invalidateQueries({ queryKey: pledgeeContractsQuery(uuid).queryKey });
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 401 || error.status === 407)) return;
          const said = error instanceof ApiError && error.outcome.kind === 'failure' ? error.outcome.text : null;
          void message.error(said ?? t('pledgee.registerFailed'));
        },
      },
    );

  return (
    <>
      <Button type="link" size="small" disabled={disabled} onClick={() => setOpen(true)} data-testid={`pledgee-register-${row.uuid}`}>
        {row.registered ? t('pledgee.updateMobile') : t('pledgee.register')}
      </Button>
      <Modal
        title={t('pledgee.registerTitle')}
        open={open}
        destroyOnClose
        okText={t('http.ok')}
        cancelText={t('apply.cancel')}
        confirmLoading={register.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
      >
        <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
          <Form.Item label={t('pledgee.name')}>{row.name}</Form.Item>
          <Form.Item name="mobile" label={t('pledgee.mobile')} rules={mobileRules(t)}>
            <Input maxLength={11} inputMode="numeric" data-testid="pledgee-mobile" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
