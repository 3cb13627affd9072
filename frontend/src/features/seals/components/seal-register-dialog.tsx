import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Select, Upload } from 'antd';
import { useState } from 'react';
import { putFileAttach, type Attachment } from '@/forms/api/put-file-attach';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { checkHolderName } from '@/forms/validators/holder-name';
import { useRegisterSeal } from '../api/register-seal';

interface Values {
  sealName: string;
  sealType: string;
  idType?: string;
  idNumber?: string;
}

const MAX_BYTES = 2 * 1024 * 1024;

/** 登记印章: the seal's name and kind and its image (PNG or JPG, at most 2 MB), registered with the e-contract service. */
export function SealRegisterDialog({
  open,
  kinds,
  needsCertificate,
  onClose,
}: {
  open: boolean;
  kinds: { dictKey: string; dictValue: string }[];
  /** The register holds no certificate of the enterprise: ask for it (checked with the business registry). */
  needsCertificate: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [image, setImage] = useState<Attachment | null>(null);
  const [uploading, setUploading] = useState(false);
  const register = useRegisterSeal();
  const close = () => {
    form.resetFields();
    setImage(null);
    onClose();
  };
  const upload = async (file: File) => {
    if (!['image/png', 'image/jpeg'].includes(file.type)) return void message.error('印章图片须为PNG或JPG格式');
    if (file.size > MAX_BYTES) return void message.error('印章图片不能超过2M');
    setUploading(true);
    try {
      setImage(await putFileAttach(file));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '上传失败！');
    } finally {
      setUploading(false);
    }
  };
  const submit = (values: Values) => {
    if (!image) return void message.error('请上传印章图片');
    register.mutate(
      { ...values, attachId: image.attachId },
      {
        onSuccess: () => {
          void message.success(t('seal.registered'));
          close();
        },
        onError: (error) => {
          const errors = error instanceof ApiError ? (error.data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [] : [];
          const onForm = errors.filter((e) => ['sealName', 'sealType', 'idNumber'].includes(e.field));
          if (onForm.length > 0) form.setFields(onForm.map((e) => ({ name: e.field as keyof Values, errors: [e.message] })));
          else void message.error(error.message);
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      title={t('seal.register')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('seal.registerOk')}
      cancelText={t('apply.cancel')}
      confirmLoading={register.isPending}
      okButtonProps={{ 'data-testid': 'seal-register-ok' } as Record<string, string>}
      destroyOnClose
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="sealName"
          label={t('seal.name')}
          rules={[
            { required: true, message: '请输入印章名称' },
            { max: 30, message: '印章名称不能超过30个字' },
            { validator: (_, v?: string) => { const p = v ? checkHolderName(v.trim()) : null; return p ? Promise.reject(new Error(`印章名称${p}`)) : Promise.resolve(); } },
          ]}
        >
          <Input data-testid="seal-name" />
        </Form.Item>
        <Form.Item name="sealType" label={t('seal.kind')} rules={[{ required: true, message: '请选择印章类型' }]}>
          <Select options={kinds.map((k) => ({ value: k.dictKey, label: k.dictValue }))} data-testid="seal-kind" />
        </Form.Item>
        {needsCertificate && (
          <>
            <Form.Item name="idType" label={t('seal.idType')} initialValue="11" rules={[{ required: true, message: '请选择证件类型' }]}>
              <Select
                options={[
                  { value: '11', label: '统一社会信用代码' },
                  { value: '12', label: '营业执照' },
                  { value: '13', label: '组织机构代码证' },
                ]}
              />
            </Form.Item>
            <Form.Item name="idNumber" label={t('seal.idNumber')} extra={t('seal.idHint')} rules={[{ required: true, message: '请填写证件号码！' }, { max: 18, message: '证件号码不能超过18位' }]}>
              <Input data-testid="seal-id-number" />
            </Form.Item>
          </>
        )}
        <Form.Item label={t('seal.image')} required extra={t('seal.imageHint')}>
          <Upload
            accept=".png,.jpg,.jpeg"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading} data-testid="seal-upload">
              {image ? image.originalName : t('seal.chooseImage')}
            </Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
