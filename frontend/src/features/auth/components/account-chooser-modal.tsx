import { Button, Modal, Table } from 'antd';
import { useT } from '@/lib/i18n';
import type { MobileAccount } from '../api/login-by-mobile';

/**
 * The mobile opens several accounts (该手机号码绑定了多个账号，请选择要登录的账号): the user picks
 * the one to sign in with (account, name, zone).
 */
export function AccountChooserModal({
  accounts,
  loading,
  onChoose,
  onClose,
}: {
  accounts: MobileAccount[] | null;
  loading: boolean;
  onChoose: (account: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal open={accounts !== null} title={t('login.chooseAccount')} onCancel={onClose} footer={null} width={620} destroyOnHidden>
      <p>{t('login.chooseAccountHint')}</p>
      <Table<MobileAccount>
        rowKey="account"
        size="small"
        pagination={false}
        dataSource={accounts ?? []}
        columns={[
          { title: t('login.account'), dataIndex: 'account' },
          { title: t('login.accountName'), dataIndex: 'name' },
          { title: t('login.zone'), dataIndex: 'roleAlias' },
          {
            title: t('account.action'),
            key: 'choose',
            render: (_, row) => (
              <Button type="link" size="small" loading={loading} onClick={() => onChoose(row.account)}>
                {t('login.useAccount')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
