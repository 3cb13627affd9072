import { Card, Descriptions } from 'antd';
import { dictValueOf, useDictionary } from '@/api/get-dictionary';
import { formatAmount } from '@/forms/amount-format';
import { useT } from '@/lib/i18n';
import type { ApplicationDetail } from '../api/lifecycle-types';
import { ApplicationByBizSn } from './application-by-biz-sn';
import { BusinessDetailView } from './business-detail-view';
import { chargedFlow } from './business-of-page';

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());
const yuan = (value: string) => (value === '' ? '-' : formatAmount(value, 2));

/**
 * /process/550100detail?bizSn=: 收费业务 read-only with its charge: the amount the flow's charge
 * hook computed (what the voucher bills), the amount and the confirmation (确认意见) on the form,
 * named by its dictionary (chargeStatus) rather than its key.
 */
export function ChargedBusinessDetailPage() {
  return (
    <ApplicationByBizSn flow={chargedFlow}>
      {(application) => (
        <BusinessDetailView application={application}>
          <ChargeCard application={application} />
        </BusinessDetailView>
      )}
    </ApplicationByBizSn>
  );
}

function ChargeCard({ application }: { application: ApplicationDetail }) {
  const t = useT();
  const stated = text(application.formData.chargeAmount);
  const charge = text(application.charge) || stated;
  const key = text(application.formData.chargeStatus);
  const labels = useDictionary('chargeStatus', { silent: true, enabled: key !== '' });
  const confirmation = dictValueOf(labels.data, key) ?? (labels.isLoading ? '' : key);
  return (
    <Card size="small" title={t('charge.title')} data-testid="charge">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'charge', label: t('charge.amount'), children: <span data-testid="charge-amount">{yuan(charge)}</span> },
          { key: 'stated', label: t('charge.stated'), children: <span data-testid="charge-stated">{yuan(stated)}</span> },
          { key: 'status', label: t('charge.status'), children: <span data-testid="charge-status">{confirmation || '-'}</span> },
        ]}
      />
    </Card>
  );
}
