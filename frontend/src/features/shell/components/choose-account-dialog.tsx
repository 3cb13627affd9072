import { Alert, Button, Modal, Table, Tag } from 'antd';
import { useCurrentUserInfo } from '@/api/get-current-user-info';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { useCurrentUserAllAccount, type RegistrationAccount } from '../api/get-current-user-all-account';
import { useSwitchCurrentActiveHolder } from '../api/switch-current-active-holder';
import { afterSwitch } from '../hooks/use-after-switch';
import { useShellDialogs } from '../stores/dialogs-store';

/** holderAccountStatus text (spec §4): 0 未开户, 1 正常, 2 已销户, 3 冻结. */
export function accountStatusKey(status: number | string): LocaleKey | null {
  const key = `account.status.${String(status)}`;
  return ['account.status.0', 'account.status.1', 'account.status.2', 'account.status.3'].includes(key) ? (key as LocaleKey) : null;
}

/** Choose registration account: index, investor name, account, status, 选择 (spec §2 "Dialogs", §4). */
export function ChooseAccountDialog() {
  const t = useT();
  const open = useShellDialogs((s) => s.open === 'account');
  const close = useShellDialogs((s) => s.close);
  const info = useCurrentUserInfo();
  const accounts = useCurrentUserAllAccount(open);
  const switchHolder = useSwitchCurrentActiveHolder();
  const currentUuid = info.data?.shareAccountInfo?.holderUuid ?? null;
  const rows = accounts.data ?? [];
  const hasOther = rows.some((a) => a.holderUuid !== currentUuid);

  const choose = (account: RegistrationAccount) =>
    switchHolder.mutate(account, {
      onSuccess: (h) =>
        afterSwitch({
          kind: 'holder',
          holderUuid: h?.holderUuid ?? account.holderUuid,
          companyId: h?.companyId ?? account.companyId,
          productId: h?.productId ?? account.productId,
        }),
    });

  return (
    <Modal open={open} title={t('account.title')} footer={null} onCancel={close} width={760} destroyOnClose>
      {accounts.isSuccess && !hasOther && (
        <Alert type="info" showIcon message={t('account.noOther')} style={{ marginBottom: 12 }} />
      )}
      <Table<RegistrationAccount>
        rowKey="holderUuid"
        size="middle"
        loading={accounts.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('account.noOther') }}
        columns={[
          { title: t('account.index'), key: 'index', width: 70, align: 'center', render: (_, __, i) => i + 1 },
          { title: t('account.holderName'), dataIndex: 'holderName' },
          { title: t('account.accountNumber'), dataIndex: 'accountNumber' },
          {
            title: t('account.status'),
            dataIndex: 'holderAccountStatus',
            width: 110,
            render: (status: number | string) => {
              const key = accountStatusKey(status);
              return key ? t(key) : String(status ?? '');
            },
          },
          {
            title: t('account.action'),
            key: 'action',
            width: 110,
            align: 'center',
            render: (_, row) =>
              row.holderUuid === currentUuid ? (
                <Tag color="blue">{t('account.current')}</Tag>
              ) : (
                <Button type="link" size="small" loading={switchHolder.isPending && switchHolder.variables?.holderUuid === row.holderUuid} onClick={() => choose(row)}>
                  {t('account.select')}
                </Button>
              ),
          },
        ]}
      />
    </Modal>
  );
}
