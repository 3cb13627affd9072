import { Alert, Button, Card, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUserInfo } from '@/api/get-current-user-info';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useHolderDetail } from '../api/get-holder-detail';
import { HolderDescriptions } from './holder-descriptions';
import { PositionsTable } from './positions-table';

/** 确权登记: the business that confirms a holder's rights (flows 550058). */
const confirmRightsFlow = '550058';

/**
 * /confimation?uuid=: holder confirmation (确权, 01 §4). A holder (default the current registration
 * account) with its confirmation state and the positions it concerns; an unconfirmed holder is
 * told the businesses it blocks and offered 确权登记 (550058).
 */
export function ConfirmationPage() {
  const t = useT();
  const [params] = useSearchParams();
  const asked = params.get('uuid');
  const me = useCurrentUserInfo(!asked);
  const uuid = asked || me.data?.shareAccountInfo?.holderUuid || null;
  const holder = useHolderDetail(uuid);

  if (!uuid) {
    if (me.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
    return (
      <div data-testid="confirmation-no-holder">
        <Result status="warning" title={t('confirmation.noHolder')} subTitle={t('holdings.chooseHint')} />
      </div>
    );
  }
  if (holder.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (holder.isError || !holder.data) {
    return (
      <Alert type="error" showIcon role="alert" data-testid="holder-error" message={t('list.loadFailed', { msg: holder.error?.message ?? '' })} />
    );
  }
  const confirmed = Number(holder.data.rightsConfirmed) === 1;
  return (
    <div className="process-page" data-testid="confirmation">
      <Card title={t('confirmation.title')} size="small">
        {confirmed ? (
          <Alert type="success" showIcon message={t('confirmation.done')} data-testid="confirmation-done" style={{ marginBottom: 12 }} />
        ) : (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="confirmation-pending"
            message={t('confirmation.pending')}
            action={
              <Link to={links.apply({ appId: confirmRightsFlow, nodeId: 'apply' })}>
                <Button type="primary" data-testid="confirmation-apply">
                  {t('confirmation.apply')}
                </Button>
              </Link>
            }
          />
        )}
        <HolderDescriptions holder={holder.data} />
      </Card>
      <Card title={t('holder.positions')} size="small">
        {/* the current account's own positions come from its holdings call */}
        <PositionsTable holderUuid={asked} />
      </Card>
    </div>
  );
}
