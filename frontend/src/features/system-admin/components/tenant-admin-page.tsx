import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { lastAuthorisedDay, useRemoveTenants, useTenantList, type TenantListParams, type TenantRecord } from '../api/tenants';
import { TenantEditModal } from './tenant-edit-modal';
import { TenantExpiryModal } from './tenant-expiry-modal';

interface Filters {
  tenantName?: string;
  domain?: string;
}

/**
 * /system/tenant: the platform administrator's tenants (BladeX tenant admin), searched by name
 * and domain and paged; each tenant's domain, forced theme, locked shell and region (what spec
 * 01 §6 said of 116000 and 518100 by their ids) are edited in a dialog; 授权配置 sets until when a
 * tenant is authorised; a tenant never put to use can be deleted. Every change is audited.
 */
export function TenantAdminPage() {
  const t = useT();
  const { message } = App.useApp();
  const [params, setParams] = useState<TenantListParams>({ current: 1, size: 10 });
  const list = useTenantList(params);
  const remove = useRemoveTenants();
  const [editing, setEditing] = useState<{ tenant: TenantRecord | null } | null>(null);
  const [expiring, setExpiring] = useState<TenantRecord | null>(null);
  const [form] = Form.useForm<Filters>();

  const search = (values: Filters) =>
    setParams({ current: 1, size: params.size, tenantName: values.tenantName?.trim() || undefined, domain: values.domain?.trim() || undefined });
  const reset = () => {
    form.resetFields();
    setParams({ current: 1, size: params.size });
  };
  const removeOne = (tenant: TenantRecord) =>
    remove.mutate([tenant.tenantId], {
      onSuccess: () => void message.success(t('tenant.removed')),
      onError: (e) => void message.error(e.message),
    });

  const columns: ColumnsType<TenantRecord> = [
    { title: t('tenant.tenantId'), dataIndex: 'tenantId', key: 'tenantId', width: 110 },
    { title: t('tenant.tenantName'), dataIndex: 'tenantName', key: 'tenantName' },
    { title: t('tenant.domain'), dataIndex: 'domain', key: 'domain', render: (d: string | null) => d ?? '-' },
    {
      title: t('tenant.shell'),
      key: 'shell',
      render: (_, tenant) => (
        <Space size={4} wrap>
          {tenant.theme && <Tag color="blue">{t(`theme.${tenant.theme}` as LocaleKey)}</Tag>}
          {tenant.lockedShell && <Tag color="orange">{t('tenant.lockedShell')}</Tag>}
          {!tenant.theme && !tenant.lockedShell && '-'}
        </Space>
      ),
    },
    {
      title: t('tenant.region'),
      key: 'region',
      render: (_, tenant) => [tenant.provinceCode, tenant.cityCode].filter(Boolean).join(' / ') || '-',
    },
    {
      title: t('tenant.expireAt'),
      dataIndex: 'expireAt',
      key: 'expireAt',
      width: 130,
      render: (at: number | null) => (at ? lastAuthorisedDay(at) : t('tenant.noExpiry')),
    },
    {
      title: t('list.operation'),
      key: 'operation',
      width: 220,
      render: (_, tenant) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ tenant })} data-testid={`tenant-edit-${tenant.tenantId}`}>
            {t('dict.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => setExpiring(tenant)} data-testid={`tenant-expiry-${tenant.tenantId}`}>
            {t('tenant.setting')}
          </Button>
          <Popconfirm
            title={t('tenant.removeConfirm', { name: tenant.tenantName })}
            okText={t('dict.ok')}
            cancelText={t('dict.cancel')}
            onConfirm={() => removeOne(tenant)}
          >
            <Button type="link" size="small" danger data-testid={`tenant-remove-${tenant.tenantId}`}>
              {t('dict.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('tenant.title')}
      className="process-list"
      data-testid="tenant-admin-page"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ tenant: null })} data-testid="tenant-add">
          {t('dict.add')}
        </Button>
      }
    >
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16 }}>
        <Form.Item name="tenantName" label={t('tenant.tenantName')}>
          <Input allowClear placeholder={t('tenant.namePlaceholder')} data-testid="tenant-filter-name" />
        </Form.Item>
        <Form.Item name="domain" label={t('tenant.domain')}>
          <Input allowClear placeholder={t('tenant.domainPlaceholder')} data-testid="tenant-filter-domain" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="tenant-search-submit">
            {t('list.search')}
          </Button>
          <Button onClick={reset}>{t('list.reset')}</Button>
        </Space>
      </Form>
      {list.isError && <Alert type="error" showIcon role="alert" message={t('list.loadFailed', { msg: list.error.message })} style={{ marginBottom: 12 }} />}
      <Table<TenantRecord>
        rowKey="tenantId"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        pagination={{
          current: params.current,
          pageSize: params.size,
          total: list.data?.total ?? 0,
          pageSizeOptions: [10, 20, 30],
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { n: total }),
          onChange: (current, size) => setParams({ ...params, current: size === params.size ? current : 1, size }),
        }}
      />
      <TenantEditModal open={editing !== null} tenant={editing?.tenant ?? null} onClose={() => setEditing(null)} />
      <TenantExpiryModal tenant={expiring} onClose={() => setExpiring(null)} />
    </Card>
  );
}
