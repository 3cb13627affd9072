import { Alert, App, DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { lastAuthorisedDay, useSetTenantExpiry, type TenantRecord } from '../api/tenants';

/**
 * 授权配置: the last day a tenant is authorised; after it nobody of the tenant signs in. Cleared,
 * the tenant has no limit.
 */
export function TenantExpiryModal({ tenant, onClose }: { tenant: TenantRecord | null; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [day, setDay] = useState<Dayjs | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSetTenantExpiry();

  useEffect(() => {
    setFailure(null);
    setDay(tenant?.expireAt ? dayjs(lastAuthorisedDay(tenant.expireAt)) : null);
  }, [tenant]);

  const ok = () => {
    if (!tenant) return;
    setFailure(null);
    save.mutate(
      { ids: [tenant.tenantId], expireTime: day ? day.format('YYYY-MM-DD') : null },
      {
        onSuccess: () => {
          onClose();
          void message.success(t('dict.saved'));
        },
        onError: (e) => setFailure(e.message),
      },
    );
  };

  return (
    <Modal
      open={tenant !== null}
      title={t('tenant.settingTitle', { name: tenant?.tenantName ?? '' })}
      okText={t('dict.ok')}
      cancelText={t('dict.cancel')}
      confirmLoading={save.isPending}
      onOk={ok}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'tenant-expiry-save' } as Record<string, string>}
    >
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={failure} data-testid="tenant-expiry-failure" />}
      <Form layout="vertical">
        <Form.Item label={t('tenant.expireAt')} extra={t('tenant.expiryHint')}>
          <DatePicker value={day} onChange={setDay} allowClear style={{ width: '100%' }} data-testid="tenant-expiry-date" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
