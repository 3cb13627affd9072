import { Card, Descriptions } from 'antd';
import { useCurrentUserInfo } from '@/api/get-current-user-info';
import { useT } from '@/lib/i18n';
import { CapitalPasswordCard } from './capital-password-card';
import { ChangeMobileCard } from './change-mobile-card';
import { ChangePasswordCard } from './change-password-card';
import { ResignAccountCard } from './resign-account-card';

/** /securityCenter: the user's own information; the password, capital password and mobile changed; the account closed. */
export function SecurityCenterPage() {
  const t = useT();
  const info = useCurrentUserInfo();
  const account = info.data?.loginAccountInfo;
  return (
    <>
      <Card title={t('security.title')} loading={info.isLoading} bordered={false}>
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
          <Descriptions.Item label={t('security.name')}>{account?.name}</Descriptions.Item>
          <Descriptions.Item label={t('security.account')}>{account?.account}</Descriptions.Item>
          <Descriptions.Item label={t('security.mobile')}>{account?.mobile ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('security.tenant')}>{account?.tenantName || account?.tenantId}</Descriptions.Item>
          <Descriptions.Item label={t('security.role')}>{account?.roleAlias ?? account?.roleName}</Descriptions.Item>
        </Descriptions>
      </Card>
      {account && <ChangePasswordCard account={account.account} />}
      {account && <CapitalPasswordCard hasCapitalPassword={account.hasCapitalPassword ?? false} />}
      {account && <ChangeMobileCard />}
      {account && <ResignAccountCard />}
    </>
  );
}
