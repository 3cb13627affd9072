import { Alert, App, Form, Input, Modal, Select, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { regionCode, regionName, regionRoot, useRegionChildren } from '@/forms/api/get-region-lazy-tree';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { themeNames } from '@/stores/ui-store';
import { useSubmitTenant, type TenantRecord, type TenantSaved, type TenantSubmit } from '../api/tenants';

interface Values {
  tenantId?: string;
  tenantName: string;
  domain?: string;
  theme?: string | null;
  lockedShell: boolean;
  provinceCode?: string | null;
  cityCode?: string | null;
}

/**
 * 新增 / 编辑 a tenant: number (new ones only), name, domain, the theme forced and the shell
 * locked on its own domain, the showcase's province and, optionally, its one city. The server's
 * refusal (域名X已被其他租户使用 …) shows in the dialog, which stays open. A new tenant's
 * administrator and initial password are shown once, to be handed over.
 */
export function TenantEditModal({ tenant, open, onClose }: { tenant: TenantRecord | null; open: boolean; onClose: () => void }) {
  const t = useT();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitTenant();
  const [failure, setFailure] = useState<string | null>(null);
  const province = Form.useWatch('provinceCode', form) ?? null;
  const provinces = useRegionChildren(regionRoot);
  const cities = useRegionChildren(province ?? regionRoot);

  useEffect(() => {
    if (!open) return;
    setFailure(null);
    form.resetFields();
    if (tenant) form.setFieldsValue({ ...tenant, domain: tenant.domain ?? undefined });
  }, [open, tenant, form]);

  const announce = (saved: TenantSaved) => {
    if (!saved.adminPassword) {
      void message.success(t('dict.saved'));
      return;
    }
    modal.success({
      title: t('tenant.createdTitle', { name: saved.tenant.tenantName }),
      content: (
        <div data-testid="tenant-admin-credentials">
          <p>{t('tenant.createdAccount', { account: saved.adminAccount ?? '' })}</p>
          <Typography.Paragraph copyable={{ text: saved.adminPassword }} code data-testid="tenant-admin-password">
            {saved.adminPassword}
          </Typography.Paragraph>
          <p>{t('tenant.createdHint')}</p>
        </div>
      ),
      okText: t('dict.ok'),
    });
  };

  const save = (values: Values) => {
    setFailure(null);
    const body: TenantSubmit = {
      tenantName: values.tenantName,
      domain: values.domain?.trim() || null,
      theme: values.theme ?? null,
      lockedShell: values.lockedShell,
      provinceCode: values.provinceCode ?? null,
      cityCode: values.cityCode ?? null,
    };
    if (tenant) body.id = tenant.tenantId;
    else body.tenantId = values.tenantId;
    submit.mutate(body, {
      onSuccess: (saved) => {
        onClose();
        announce(saved);
      },
      onError: (e) => setFailure(e.message),
    });
  };

  const options = (nodes: { value?: string; code?: string }[] | undefined) =>
    (nodes ?? []).map((n) => ({ value: regionCode(n), label: regionName(n) }));
  return (
    <Modal
      open={open}
      title={t(tenant ? 'tenant.editTitle' : 'tenant.addTitle')}
      okText={t('dict.ok')}
      cancelText={t('dict.cancel')}
      confirmLoading={submit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'tenant-save' } as Record<string, string>}
    >
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={failure} data-testid="tenant-failure" />}
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ lockedShell: false }} data-testid="tenant-form">
        {!tenant && (
          <Form.Item
            name="tenantId"
            label={t('tenant.tenantId')}
            rules={[{ required: true, pattern: /^\d{6}$/, message: t('tenant.idRule') }]}
          >
            <Input maxLength={6} data-testid="tenant-id-input" />
          </Form.Item>
        )}
        <Form.Item name="tenantName" label={t('tenant.tenantName')} rules={[{ required: true, whitespace: true, message: t('tenant.nameRequired') }]}>
          <Input maxLength={50} data-testid="tenant-name-input" />
        </Form.Item>
        <Form.Item name="domain" label={t('tenant.domain')}>
          <Input maxLength={253} placeholder="example.com" data-testid="tenant-domain-input" />
        </Form.Item>
        <Form.Item name="theme" label={t('tenant.theme')} extra={t('tenant.themeHint')}>
          <Select
            allowClear
            data-testid="tenant-theme-select"
            options={themeNames.map((name) => ({ value: name, label: t(`theme.${name}` as LocaleKey) }))}
          />
        </Form.Item>
        <Form.Item name="lockedShell" label={t('tenant.lockedShell')} valuePropName="checked" extra={t('tenant.lockedShellHint')}>
          <Switch data-testid="tenant-locked-switch" />
        </Form.Item>
        <Form.Item name="provinceCode" label={t('tenant.province')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            loading={provinces.isFetching}
            options={options(provinces.data)}
            onChange={() => form.setFieldValue('cityCode', null)}
            data-testid="tenant-province-select"
          />
        </Form.Item>
        <Form.Item name="cityCode" label={t('tenant.city')} extra={t('tenant.cityHint')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            disabled={!province}
            loading={cities.isFetching}
            options={province ? options(cities.data) : []}
            data-testid="tenant-city-select"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
