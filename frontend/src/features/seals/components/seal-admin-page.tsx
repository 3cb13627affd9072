import { Alert, App, Button, Card, Skeleton, Space, Table, Tag } from 'antd';
import { LoadFailure } from '@/components/load-failure';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatBeijing } from '@/lib/beijing-time';
import { useT } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { useSeals, type Seal } from '../api/query-seals';
import { useSetSealStatus } from '../api/set-seal-status';
import { SealImage } from './seal-image';
import { SealRegisterDialog } from './seal-register-dialog';

/**
 * /sealAdmin, 印章管理: the enterprise's electronic seals with the e-contract service (the
 * provider behind the platform's e-contract interface): listed with their image, kind and state,
 * registered from an uploaded image, enabled and disabled (each asked first). Staff read them.
 */
export function SealAdminPage() {
  const t = useT();
  const { modal, message } = App.useApp();
  const mode = useSessionStore((s) => s.landingMode);
  const seals = useSeals();
  const status = useSetSealStatus();
  const [registering, setRegistering] = useState(false);
  if (seals.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (seals.isError) return <LoadFailure title={t('seal.title')} message={seals.error.message} testId="seal-error" />;
  const list = seals.data;
  const mayChange = mode !== 'mgr';
  const toggle = (seal: Seal) => {
    const next = seal.status === 1 ? 0 : 1;
    modal.confirm({
      title: t('http.tip'),
      content: t(next === 1 ? 'seal.enableAsk' : 'seal.disableAsk', { name: seal.sealName }),
      okText: t('http.ok'),
      cancelText: t('apply.cancel'),
      onOk: () =>
        status
          .mutateAsync({ id: seal.id, status: next })
          .then(() => void message.success(t(next === 1 ? 'seal.enabled' : 'seal.disabled')))
          .catch((error: Error) => void message.error(error.message)),
    });
  };
  const columns: ColumnsType<Seal> = [
    { title: t('seal.image'), key: 'image', width: 96, render: (_, s) => <SealImage attachId={s.attachId} name={s.sealName} /> },
    { title: t('seal.name'), dataIndex: 'sealName', key: 'name' },
    { title: t('seal.kind'), dataIndex: 'sealTypeName', key: 'kind' },
    { title: t('seal.state'), key: 'state', render: (_, s) => <Tag color={s.status === 1 ? 'green' : 'default'} data-testid={`seal-state-${s.sealName}`}>{s.statusName}</Tag> },
    { title: t('seal.updatedAt'), key: 'at', render: (_, s) => formatBeijing(s.updatedAt) },
  ];
  if (mayChange) {
    columns.push({
      title: t('list.operation'),
      key: 'op',
      render: (_, s) => (
        <Button type="link" danger={s.status === 1} onClick={() => toggle(s)} data-testid={`seal-toggle-${s.sealName}`}>
          {t(s.status === 1 ? 'seal.disable' : 'seal.enable')}
        </Button>
      ),
    });
  }
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="seal-admin-page">
      <Card
        size="small"
        title={`${t('seal.title')}：${list.companyName}`}
        extra={mayChange && <Button type="primary" onClick={() => setRegistering(true)} data-testid="seal-register">{t('seal.register')}</Button>}
      >
        <Alert type="info" showIcon message={t('seal.about')} style={{ marginBottom: 12 }} />
        <Table<Seal> rowKey="id" size="small" columns={columns} dataSource={list.records} pagination={false} locale={{ emptyText: t('seal.none') }} data-testid="seal-table" />
      </Card>
      <SealRegisterDialog open={registering} kinds={list.sealTypes} needsCertificate={list.needsCertificate} onClose={() => setRegistering(false)} />
    </Space>
  );
}
