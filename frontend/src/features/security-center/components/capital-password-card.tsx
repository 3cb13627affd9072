import { App, Button, Card, Form, Input, Radio, Space } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { useUpdateCapitalPassword, type CapitalPasswordRequest } from '../api/update-capital-password';
import { OwnSmsCodeButton } from './own-sms-code-button';

type Proof = 'old' | 'code';

const SIX_DIGITS = /^\d{6}$/;

/** The rules of a capital password the server also checks, said before it is asked. */
function capitalProblem(value: string): LocaleKey | null {
  if (!SIX_DIGITS.test(value)) return 'capitalPwd.format';
  if (/^(\d)\1{5}$/.test(value)) return 'capitalPwd.same';
  const steps = [...value].slice(1).map((d, i) => Number(d) - Number(value[i]));
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return 'capitalPwd.straight';
  return null;
}

/**
 * 资金密码 in the security centre: set with the login password the first time, changed with
 * the old capital password or a code sent to the bound mobile (60 s countdown). Six digits,
 * neither all the same nor a straight run.
 */
export function CapitalPasswordCard({ hasCapitalPassword }: { hasCapitalPassword: boolean }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<CapitalPasswordRequest>();
  const [proof, setProof] = useState<Proof>('old');
  const update = useUpdateCapitalPassword();
  const submit = (values: CapitalPasswordRequest) => {
    const request: CapitalPasswordRequest = {
      capitalPassword: values.capitalPassword,
      confirmCapitalPassword: values.confirmCapitalPassword,
      ...(!hasCapitalPassword ? { password: values.password } : proof === 'old' ? { oldCapitalPassword: values.oldCapitalPassword } : { code: values.code }),
    };
    update.mutate(request, {
      onSuccess: () => {
        void message.success(t(hasCapitalPassword ? 'capitalPwd.changed' : 'capitalPwd.set'));
        form.resetFields();
      },
      onError: (error) => void message.error(error.message),
    });
  };
  return (
    <Card title={t('capitalPwd.title')} bordered={false} style={{ marginTop: 16 }} data-testid="capital-password">
      <Form form={form} layout="vertical" autoComplete="off" style={{ maxWidth: 420 }} onFinish={submit}>
        {!hasCapitalPassword ? (
          <Form.Item name="password" label={t('capitalPwd.loginPassword')} rules={[{ required: true, message: t('capitalPwd.loginPasswordRequired') }]}>
            <Input.Password maxLength={20} data-testid="capital-login-password" />
          </Form.Item>
        ) : (
          <>
            <Form.Item label={t('capitalPwd.proof')}>
              <Radio.Group value={proof} onChange={(e) => setProof(e.target.value as Proof)} data-testid="capital-proof">
                <Radio value="old">{t('capitalPwd.byOld')}</Radio>
                <Radio value="code">{t('capitalPwd.byCode')}</Radio>
              </Radio.Group>
            </Form.Item>
            {proof === 'old' ? (
              <Form.Item name="oldCapitalPassword" label={t('capitalPwd.old')} rules={[{ required: true, message: t('capitalPwd.oldRequired') }]}>
                <Input.Password maxLength={6} data-testid="capital-old" />
              </Form.Item>
            ) : (
              <Form.Item label={t('sms.code')} required>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name="code" noStyle rules={[{ required: true, message: t('sms.codeRequired') }, { pattern: SIX_DIGITS, message: t('sms.codeFormat') }]}>
                    <Input maxLength={6} data-testid="capital-code" />
                  </Form.Item>
                  <OwnSmsCodeButton testId="capital-code-button" />
                </Space.Compact>
              </Form.Item>
            )}
          </>
        )}
        <Form.Item
          name="capitalPassword"
          label={t('capitalPwd.new')}
          extra={t('capitalPwd.rule')}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = capitalProblem(value ?? '');
                return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.Password maxLength={6} data-testid="capital-new" />
        </Form.Item>
        <Form.Item
          name="confirmCapitalPassword"
          label={t('capitalPwd.confirm')}
          dependencies={['capitalPassword']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                value && value === getFieldValue('capitalPassword') ? Promise.resolve() : Promise.reject(new Error(t('capitalPwd.mismatch'))),
            }),
          ]}
        >
          <Input.Password maxLength={6} data-testid="capital-confirm" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="capital-submit">
          {t(hasCapitalPassword ? 'capitalPwd.change' : 'capitalPwd.setButton')}
        </Button>
      </Form>
    </Card>
  );
}
