import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useSubmitDict, type DictRecord, type DictSubmit } from '../api/dict-biz';

interface Values {
  code: string;
  dictKey: string;
  dictValue: string;
  sort?: number | null;
}

/**
 * 新增 / 编辑 a dictionary entry: code, key, value and sort. The browser asks for the three
 * required fields; the server's refusal (该字典下已存在键值X …) is shown in the dialog, which stays open.
 */
export function DictEditModal({ entry, open, onClose }: { entry: DictRecord | null; open: boolean; onClose: (saved: boolean) => void }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitDict();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setFailure(null);
    form.resetFields();
    if (entry) form.setFieldsValue({ code: entry.code, dictKey: entry.dictKey, dictValue: entry.dictValue, sort: entry.sort });
  }, [open, entry, form]);

  const save = (values: Values) => {
    setFailure(null);
    const body: DictSubmit = { code: values.code, dictKey: values.dictKey, dictValue: values.dictValue };
    if (entry) body.id = entry.id;
    if (values.sort !== undefined && values.sort !== null) body.sort = values.sort;
    submit.mutate(body, { onSuccess: () => onClose(true), onError: (e) => setFailure(e.message) });
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Modal
      open={open}
      title={t(entry ? 'dict.editTitle' : 'dict.addTitle')}
      okText={t('dict.ok')}
      cancelText={t('dict.cancel')}
      confirmLoading={submit.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'dict-save' } as Record<string, string>}
    >
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={failure} data-testid="dict-failure" />}
      <Form form={form} layout="vertical" onFinish={save} data-testid="dict-form">
        <Form.Item name="code" label={t('dict.code')} rules={required(t('dict.codeRequired'))}>
          <Input maxLength={64} data-testid="dict-code-input" />
        </Form.Item>
        <Form.Item name="dictKey" label={t('dict.dictKey')} rules={required(t('dict.keyRequired'))}>
          <Input maxLength={64} data-testid="dict-key-input" />
        </Form.Item>
        <Form.Item name="dictValue" label={t('dict.dictValue')} rules={required(t('dict.valueRequired'))}>
          <Input maxLength={200} data-testid="dict-value-input" />
        </Form.Item>
        <Form.Item name="sort" label={t('dict.sort')}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="dict-sort-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
