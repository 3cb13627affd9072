import { Alert, App, Button, Form, Input, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useHolderPage, type HolderQuery, type HolderRecord } from '../api/query-holder-by-page';

/** Page sizes of the dialog search (01 §9). */
export const holderPageSizes = [5, 10, 15, 20, 30];

type Filters = Omit<HolderQuery, 'pageNo' | 'pageSize'>;

/** Whether a holder may be chosen (01 §4): 2 blocks with 用户不存在, 3 warns 账号异常. */
export function holderChoice(status: number | string): 'ok' | 'blocked' | 'warn' {
  const s = Number(status);
  if (s === 2) return 'blocked';
  if (s === 3) return 'warn';
  return 'ok';
}

/**
 * The shareholder search dialog (股东信息): user code, registration account, shareholder name,
 * certificate number, mobile and account status; paged 5/10/15/20/30, 5 by default.
 */
export function HolderSearchDialog({ open, onClose, onChoose }: { open: boolean; onClose: () => void; onChoose: (holder: HolderRecord) => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({ holderAccountStatus: '' });
  const [page, setPage] = useState({ pageNo: 1, pageSize: holderPageSizes[0] });
  const query = useHolderPage({ ...filters, ...page }, open);

  const choose = (holder: HolderRecord) => {
    const verdict = holderChoice(holder.holderAccountStatus);
    if (verdict === 'blocked') {
      void message.error(t('form.holder.notExist'));
      return;
    }
    if (verdict === 'warn') void message.warning(t('form.holder.abnormal'));
    onChoose(holder);
  };

  const statusText = (s: number | string) => {
    const key = `account.status.${Number(s)}` as 'account.status.0';
    return ['0', '1', '2', '3'].includes(String(Number(s))) ? t(key) : String(s ?? '');
  };

  return (
    <Modal open={open} title={t('form.holder.title')} width={960} onCancel={onClose} footer={null} destroyOnClose>
      <Form
        form={form}
        layout="inline"
        initialValues={{ holderAccountStatus: '' }}
        onFinish={(values) => {
          setFilters(values);
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
        className="form-holder-filters"
      >
        <Form.Item name="userCode" label={t('form.holder.userCode')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="accountNumber" label={t('form.holder.accountNumber')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="holderName" label={t('form.holder.holderName')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="certificateNo" label={t('form.holder.certificateNo')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="mobile" label={t('form.holder.mobile')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="holderAccountStatus" label={t('form.holder.status')}>
          <Select
            style={{ width: 120 }}
            options={[
              { value: '', label: t('form.holder.statusAll') },
              { value: '1', label: t('account.status.1') },
              { value: '0', label: t('account.status.0') },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('form.holder.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilters({ holderAccountStatus: '' });
                setPage({ pageNo: 1, pageSize: holderPageSizes[0] });
              }}
            >
              {t('form.holder.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {query.data?.exactOnly && <Alert type="info" showIcon className="form-holder-hint" message={query.data.hint ?? t('form.holder.exactOnly')} />}
      {query.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="form-holder-error"
          message={t('form.holder.failed')}
          description={query.error.message}
        />
      )}
      <Table<HolderRecord>
        rowKey={(r) => `${r.accountNumber}-${r.uuid ?? ''}`}
        size="small"
        loading={query.isFetching}
        dataSource={query.data?.records ?? []}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: query.data?.total ?? 0,
          pageSizeOptions: holderPageSizes,
          showSizeChanger: true,
          onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
        }}
        columns={[
          { title: t('form.holder.index'), key: 'index', width: 70, render: (_v, _r, i) => (page.pageNo - 1) * page.pageSize + i + 1 },
          { title: t('form.holder.accountNumber'), dataIndex: 'accountNumber' },
          { title: t('form.holder.holderName'), dataIndex: 'holderName' },
          { title: t('form.holder.userCode'), dataIndex: 'userCode' },
          { title: t('form.holder.certificateNo'), dataIndex: 'certificateNo' },
          { title: t('form.holder.mobile'), dataIndex: 'mobile' },
          { title: t('form.holder.status'), dataIndex: 'holderAccountStatus', render: (s: number | string) => statusText(s) },
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
