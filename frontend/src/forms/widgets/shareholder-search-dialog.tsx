import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Select, Space, Table } from 'antd';
import { useDictionary } from '@/api/get-dictionary';
import { useT } from '@/lib/i18n';
import { queryShareholder, type ShareholderQuery, type ShareholderRecord } from '../api/query-shareholder';
import { checkCertificateNo, CERTIFICATE_NO_REQUIRED } from '../validators/certificate-no';
import { holderChoice } from './holder-search-dialog';

/** The certificate types of each kind of shareholder (01 §5). */
export const idTypeDictionary: Record<string, string> = {
  '1': 'organTypeValidator',
  '2': 'personCertType',
  '3': 'productInfoIdType',
};

export const SHAREHOLDER_NAME_MAX = 100;
export const ID_NUMBER_MAX = 18;

/** The certificate number's checks, in the spec's order: required, characters, Chinese, length. */
export function idNumberMessage(value: string | undefined, tooLong: string): string | null {
  const v = (value ?? '').trim();
  if (v === '') return CERTIFICATE_NO_REQUIRED;
  return checkCertificateNo(v) ?? ([...v].length > ID_NUMBER_MAX ? tooLong : null);
}

/**
 * The shareholder search dialog (01 §2 "Dialogs", §3, §5): a shareholder found by name, kind,
 * certificate type (the kind's dictionary) and number, all required; the accounts of that
 * identity listed to choose one.
 */
export function ShareholderSearchDialog({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (record: ShareholderRecord) => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<ShareholderQuery>();
  const organType = Form.useWatch('organType', form);
  const dictionary = organType ? idTypeDictionary[organType] : undefined;
  const idTypes = useDictionary(dictionary ?? '', { enabled: open && !!dictionary });
  const search = useMutation({ mutationFn: queryShareholder });

  const choose = (record: ShareholderRecord) => {
    const verdict = holderChoice(record.holderAccountStatus);
    if (verdict === 'blocked') {
      void message.error(t('form.holder.notExist'));
      return;
    }
    if (verdict === 'warn') void message.warning(t('form.holder.abnormal'));
    onChoose(record);
  };

  const statusText = (s: number) => (['0', '1', '2', '3'].includes(String(s)) ? t(`account.status.${s}` as 'account.status.0') : String(s));

  return (
    <Modal open={open} title={t('form.shareholder.title')} width={900} onCancel={onClose} footer={null} destroyOnHidden>
      <Form<ShareholderQuery>
        form={form}
        layout="inline"
        className="form-shareholder-filters"
        onFinish={(values) => search.mutate({ ...values, name: values.name.trim(), idNumber: values.idNumber.trim() })}
      >
        <Form.Item
          name="name"
          label={t('form.shareholder.name')}
          rules={[
            { required: true, whitespace: true, message: t('form.shareholder.nameRequired') },
            { max: SHAREHOLDER_NAME_MAX, message: t('form.shareholder.nameTooLong') },
          ]}
        >
          <Input allowClear maxLength={SHAREHOLDER_NAME_MAX} />
        </Form.Item>
        <Form.Item name="organType" label={t('form.shareholder.organType')} rules={[{ required: true, message: t('form.shareholder.organTypeRequired') }]}>
          <Select
            style={{ width: 120 }}
            placeholder={t('form.shareholder.organType')}
            options={['1', '2', '3'].map((value) => ({ value, label: t(`form.shareholder.organType.${value}` as 'form.shareholder.organType.1') }))}
            onChange={() => form.setFieldValue('idType', undefined)}
          />
        </Form.Item>
        <Form.Item name="idType" label={t('form.shareholder.idType')} rules={[{ required: true, message: t('form.shareholder.idTypeRequired') }]}>
          <Select
            style={{ width: 200 }}
            placeholder={t('form.shareholder.idType')}
            disabled={!dictionary}
            loading={idTypes.isFetching}
            options={(idTypes.data ?? []).map((item) => ({ value: item.dictKey, label: item.dictValue }))}
          />
        </Form.Item>
        <Form.Item
          name="idNumber"
          label={t('form.shareholder.idNumber')}
          required
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = idNumberMessage(value, t('form.shareholder.idNumberTooLong'));
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input allowClear />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={search.isPending}>
              {t('form.holder.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search.reset();
              }}
            >
              {t('form.holder.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {search.isError && <Alert type="error" showIcon role="alert" className="form-holder-error" message={t('form.holder.failed')} description={search.error.message} />}
      {search.isSuccess && search.data.length === 0 && <Alert type="info" showIcon className="form-holder-hint" message={t('form.shareholder.none')} />}
      <Table<ShareholderRecord>
        rowKey="uuid"
        size="small"
        dataSource={search.data ?? []}
        pagination={false}
        columns={[
          { title: t('form.holder.index'), key: 'index', width: 70, render: (_v, _r, i) => i + 1 },
          { title: t('form.holder.accountNumber'), dataIndex: 'accountNumber' },
          { title: t('form.holder.holderName'), dataIndex: 'holderName' },
          { title: t('form.holder.certificateNo'), dataIndex: 'certificateNo' },
          { title: t('form.holder.status'), dataIndex: 'holderAccountStatus', render: (s: number) => statusText(s) },
          {
            title: t('form.holder.action'),
            key: 'action',
            width: 80,
            render: (_v, record) => (
              <Button type="link" size="small" onClick={() => choose(record)}>
                {t('form.holder.select')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
