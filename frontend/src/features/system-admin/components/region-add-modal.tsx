import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useSubmitRegion, type RegionSubmit } from '../api/region';

interface Values {
  code: string;
  name: string;
  sort?: number | null;
}

/**
 * 新增 a region under `parent` (`00` for a province): its six-digit code, which extends the
 * parent's, and its name. The server's refusal (区划编号已存在, 上级区划不存在 …) stays in the dialog.
 */
export function RegionAddModal({
  open,
  parent,
  parentLevel,
  onClose,
  onAdded,
}: {
  open: boolean;
  parent: string;
  parentLevel: number;
  onClose: () => void;
  onAdded: (parent: string) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitRegion();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setFailure(null);
    form.resetFields();
  }, [open, form]);

  const save = (values: Values) => {
    setFailure(null);
    const body: RegionSubmit = { code: values.code, parentCode: parent, name: values.name };
    if (values.sort !== undefined && values.sort !== null) body.sort = values.sort;
    submit.mutate(body, { onSuccess: () => onAdded(parent), onError: (e) => setFailure(e.message) });
  };

  const hint = t(`region.codeHint${Math.min(parentLevel + 1, 3)}` as 'region.codeHint1');
  return (
    <Modal
      open={open}
      title={t(parentLevel === 0 ? 'region.addProvince' : 'region.addChildTitle', { parent })}
      okText={t('region.ok')}
      cancelText={t('region.cancel')}
      confirmLoading={submit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'region-add-save' } as Record<string, string>}
    >
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={failure} data-testid="region-add-failure" />}
      <Form form={form} layout="vertical" onFinish={save} data-testid="region-add-form">
        <Form.Item name="code" label={t('region.code')} extra={hint} rules={[{ required: true, whitespace: true, message: t('region.codeRequired') }]}>
          <Input maxLength={6} data-testid="region-code-input" />
        </Form.Item>
        <Form.Item name="name" label={t('region.name')} rules={[{ required: true, whitespace: true, message: t('region.nameRequired') }]}>
          <Input maxLength={50} data-testid="region-add-name-input" />
        </Form.Item>
        <Form.Item name="sort" label={t('region.sort')}>
          <InputNumber precision={0} style={{ width: '100%' }} data-testid="region-add-sort-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
