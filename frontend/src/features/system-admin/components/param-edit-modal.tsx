import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useSubmitParam, type ParamRecord, type ParamSubmit } from '../api/param-biz';

interface Values {
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark?: string;
}

/**
 * 新增 / 编辑 a business parameter: name, key, value and remark. The browser asks for the three
 * required fields; the server's refusal (该参数键名已存在, 开关参数的键值只能是0或1 …) is shown in the
 * dialog, which stays open.
 */
export function ParamEditModal({ param, open, onClose }: { param: ParamRecord | null; open: boolean; onClose: (saved: boolean) => void }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitParam();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setFailure(null);
    form.resetFields();
    if (param) form.setFieldsValue({ paramName: param.paramName, paramKey: param.paramKey, paramValue: param.paramValue, remark: param.remark });
  }, [open, param, form]);

  const save = (values: Values) => {
    setFailure(null);
    const body: ParamSubmit = { paramName: values.paramName, paramKey: values.paramKey, paramValue: values.paramValue };
    if (param) body.id = param.id;
    if (values.remark?.trim()) body.remark = values.remark;
    submit.mutate(body, { onSuccess: () => onClose(true), onError: (e) => setFailure(e.message) });
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Modal
      open={open}
      title={t(param ? 'param.editTitle' : 'param.addTitle')}
      okText={t('param.ok')}
      cancelText={t('param.cancel')}
      confirmLoading={submit.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'param-save' } as Record<string, string>}
    >
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={failure} data-testid="param-failure" />}
      <Form form={form} layout="vertical" onFinish={save} data-testid="param-form">
        <Form.Item name="paramName" label={t('param.paramName')} rules={required(t('param.nameRequired'))}>
          <Input maxLength={100} data-testid="param-name-input" />
        </Form.Item>
        <Form.Item name="paramKey" label={t('param.paramKey')} rules={required(t('param.keyRequired'))}>
          <Input maxLength={100} data-testid="param-key-input" />
        </Form.Item>
        <Form.Item name="paramValue" label={t('param.paramValue')} rules={required(t('param.valueRequired'))} extra={t('param.valueHint')}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} data-testid="param-value-input" />
        </Form.Item>
        <Form.Item name="remark" label={t('param.remark')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="param-remark-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
