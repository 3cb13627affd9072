import { Alert, Button, Card, Form, Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useSmsOutbox, type OutboxEntry, type OutboxParams } from '../api/sms-outbox';

/**
 * /system/sms: the text messages the platform's SMS sender delivered in the tenant, newest first
 * (with the shipped simulator they go nowhere else: this is where a code sent to a phone is read).
 * Searched by part of the number; administrator only.
 */
export function SmsOutboxPage() {
  const t = useT();
  const [params, setParams] = useState<OutboxParams>({ current: 1, size: 10 });
  const outbox = useSmsOutbox(params);
  const [form] = Form.useForm<{ phone?: string }>();

  const columns: ColumnsType<OutboxEntry> = [
    { title: t('sms.sentAt'), dataIndex: 'sentAt', width: 180 },
    { title: t('sms.phone'), dataIndex: 'phone', width: 140 },
    { title: t('sms.template'), dataIndex: 'template', width: 220, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: t('sms.content'), dataIndex: 'content' },
  ];

  return (
    <Card title={t('sms.title')} className="process-list" data-testid="sms-outbox-page">
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('sms.hint')} />
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(v) => setParams({ current: 1, size: params.size, phone: v.phone?.trim() || undefined })}
      >
        <Form.Item name="phone" label={t('sms.phone')}>
          <Input allowClear maxLength={11} placeholder={t('sms.phonePlaceholder')} data-testid="sms-filter-phone" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="sms-search">
            {t('list.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setParams({ current: 1, size: params.size });
            }}
          >
            {t('list.reset')}
          </Button>
        </Space>
      </Form>
      {outbox.isError && <Alert type="error" showIcon role="alert" message={t('list.loadFailed', { msg: outbox.error.message })} style={{ marginBottom: 12 }} data-testid="sms-outbox-error" />}
      <Table<OutboxEntry>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={outbox.data?.records ?? []}
        loading={outbox.isFetching}
        pagination={{
          current: params.current,
          pageSize: params.size,
          total: outbox.data?.total ?? 0,
          pageSizeOptions: [10, 20, 30],
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { n: total }),
          onChange: (current, size) => setParams({ ...params, current: size === params.size ? current : 1, size }),
        }}
      />
    </Card>
  );
}
