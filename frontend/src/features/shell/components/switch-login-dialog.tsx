import { Button, Modal, Table } from 'antd';
import { firstTag } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { pageReload } from '@/lib/page-reload';
import { useSessionStore } from '@/stores/session-store';
import { useTabsStore } from '@/stores/tabs-store';
import { useBoundAccounts, type BoundAccount } from '../api/query-bound-accounts';
import { useSwitchLoginAccount } from '../api/switch-login-account';
import { useShellDialogs } from '../stores/dialogs-store';

/**
 * 切换账号 (01 §2 Top bar, §7 biz_account_switch): the other accounts bound to the user's
 * mobile; choosing one stores its token pair and reloads the app, which opens in that account's
 * landing zone. The old session has ended on the server.
 */
export function SwitchLoginDialog() {
  const t = useT();
  const open = useShellDialogs((s) => s.open === 'login');
  const close = useShellDialogs((s) => s.close);
  const accounts = useBoundAccounts(open);
  const switchTo = useSwitchLoginAccount();

  const choose = (account: string) =>
    switchTo.mutate(account, {
      onSuccess: (grant) => {
        useSessionStore.getState().signIn(grant, Date.now());
        useTabsStore.getState().reset();
        pageReload.reloadAt(firstTag);
      },
    });

  return (
    <Modal open={open} title={t('top.switchLogin')} footer={null} onCancel={close} width={620} destroyOnHidden>
      <Table<BoundAccount>
        rowKey="account"
        size="middle"
        loading={accounts.isLoading}
        dataSource={accounts.data ?? []}
        pagination={false}
        columns={[
          { title: t('login.account'), dataIndex: 'account' },
          { title: t('login.accountName'), dataIndex: 'name' },
          { title: t('login.zone'), dataIndex: 'roleAlias' },
          {
            title: t('account.action'),
            key: 'switch',
            render: (_, row) => (
              <Button type="link" size="small" loading={switchTo.isPending && switchTo.variables === row.account} onClick={() => choose(row.account)}>
                {t('top.switchTo')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
