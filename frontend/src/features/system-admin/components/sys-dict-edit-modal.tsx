import { Alert, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useSubmitSysDict, type SysDictRow, type SysDictSubmit } from '../api/sys-dict';

interface Values {
  code?: string;
  dictKey?: string;
  dictValue: string;
  sort?: number | null;
  isSealed?: boolean;
  remark?: string;
}

interface Props {
  open: boolean;
  /** The row edited; null adds one. */
  row: SysDictRow | null;
  /** The dictionary whose entry is added or edited; null when the row is a dictionary itself. */
  parent: SysDictRow | null;
  /** The saved row, or null when the dialog was cancelled. */
  onClose: (saved: SysDictRow | null) => void;
}

/**
 * 新增 / 编辑 a system dictionary (code, name, sort, sealed, remark) or one of its entries (the
 * dictionary's code read-only, key, name, sort, sealed, remark). The browser asks for the required
 * fields; the server's refusal (当前字典键值已存在! …) is shown in the dialog, which stays open.
 */
export function SysDictEditModal({ open, row, parent, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitSysDict();
  const [failure, setFailure] = useState<string | null>(null);
  const entry = parent !== null;

  useEffect(() => {
    if (!open) return;
    setFailure(null);
    form.resetFields();
    if (row) {
      form.setFieldsValue({ code: row.code, dictKey: row.dictKey, dictValue: row.dictValue, sort: row.sort, isSealed: row.isSealed, remark: row.remark });
    }
  }, [open, row, form]);

  const save = (values: Values) => {
    setFailure(null);
    const body: SysDictSubmit = parent
      ? { parentId: parent.id, code: parent.code, dictKey: values.dictKey ?? '', dictValue: values.dictValue }
      : { code: values.code ?? '', dictValue: values.dictValue };
    if (row) body.id = row.id;
    if (values.sort !== undefined && values.sort !== null) body.sort = values.sort;
    body.isSealed = values.isSealed ?? false;
    // a change may empty the remark; a new row sends one only when it says something
    if (row || values.remark?.trim()) body.remark = values.remark?.trim() ?? '';
    submit.mutate(body, { onSuccess: (saved) => onClose(saved), onError: (e) => setFailure(e.message) });
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  const title = entry ? (row ? 'sysDict.editEntryTitle' : 'sysDict.addEntryTitle') : row ? 'sysDict.editTitle' : 'sysDict.addTitle';
  return (
    <Modal
      open={open}
      title={t(title)}
      okText={t('sysDict.ok')}
      cancelText={t('sysDict.cancel')}
      confirmLoading={submit.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose(null)}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'sys-dict-save' } as Record<string, string>}
    >
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={failure} data-testid="sys-dict-failure" />}
      <Form form={form} layout="vertical" onFinish={save} data-testid="sys-dict-form">
        {parent ? (
          <Form.Item label={t('sysDict.code')}>
            <Input value={parent.code} disabled data-testid="sys-dict-parent-code" />
          </Form.Item>
        ) : (
          <Form.Item name="code" label={t('sysDict.code')} rules={required(t('sysDict.codeRequired'))}>
            <Input maxLength={64} data-testid="sys-dict-code-input" />
          </Form.Item>
        )}
        {entry && (
          <Form.Item name="dictKey" label={t('sysDict.dictKey')} rules={required(t('sysDict.keyRequired'))}>
            <Input maxLength={64} data-testid="sys-dict-key-input" />
          </Form.Item>
        )}
        <Form.Item name="dictValue" label={t('sysDict.dictValue')} rules={required(t('sysDict.valueRequired'))}>
          <Input maxLength={200} data-testid="sys-dict-value-input" />
        </Form.Item>
        <Form.Item name="sort" label={t('sysDict.sort')}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="sys-dict-sort-input" />
        </Form.Item>
        <Form.Item name="isSealed" label={t('sysDict.isSealed')} valuePropName="checked">
          <Switch data-testid="sys-dict-sealed-switch" />
        </Form.Item>
        <Form.Item name="remark" label={t('sysDict.remark')}>
          <Input.TextArea maxLength={255} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="sys-dict-remark-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
