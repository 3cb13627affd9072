import { App, Descriptions, Empty, Modal, Radio, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useCurrentUserInfo } from '@/api/get-current-user-info';
import { useT } from '@/lib/i18n';
import { useAllRefCompany } from '../api/query-all-ref-company';
import { useSwitchCurrentActiveCompany } from '../api/switch-current-active-company';
import { afterSwitch } from '../hooks/use-after-switch';
import { useShellDialogs } from '../stores/dialogs-store';

/** Switch enterprise: the bound enterprise and a radio list of the others (spec §2 "Dialogs", §4). */
export function SwitchEnterpriseDialog() {
  const t = useT();
  const { message } = App.useApp();
  const open = useShellDialogs((s) => s.open === 'enterprise');
  const close = useShellDialogs((s) => s.close);
  const info = useCurrentUserInfo();
  const companies = useAllRefCompany(open);
  const switchCompany = useSwitchCurrentActiveCompany();
  const [choice, setChoice] = useState<string | null>(null);

  const current = info.data?.companyInfo ?? null;
  const others = (companies.data ?? []).filter((c) => String(c.companyId) !== String(current?.id ?? ''));

  const onOk = () => {
    if (others.length === 0) {
      message.warning(t('enterprise.noOther'));
      return;
    }
    if (!choice) {
      message.warning(t('enterprise.required'));
      return;
    }
    switchCompany.mutate(choice, {
      onSuccess: (active) => afterSwitch({ kind: 'company', companyId: String(active?.companyId ?? choice) }),
    });
  };

  return (
    <Modal
      open={open}
      title={t('enterprise.title')}
      okText={t('enterprise.confirm')}
      cancelText={t('enterprise.cancel')}
      onOk={onOk}
      onCancel={() => {
        setChoice(null);
        close();
      }}
      confirmLoading={switchCompany.isPending}
      destroyOnClose
      width={520}
    >
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('enterprise.current')}>
          <Typography.Text strong data-testid="current-enterprise">
            {current?.name ?? t('enterprise.none')}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Text type="secondary">{t('enterprise.others')}</Typography.Text>
      <div className="switch-list">
        {companies.isLoading ? (
          <Spin />
        ) : others.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('enterprise.none')} />
        ) : (
          <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value as string)}>
            <Space direction="vertical">
              {others.map((c) => (
                <Radio key={c.companyId} value={String(c.companyId)}>
                  {c.name}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
      </div>
    </Modal>
  );
}
