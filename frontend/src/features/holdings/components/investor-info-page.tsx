import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Space } from 'antd';
import { useNavigate } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useHolderDetail } from '../api/get-holder-detail';
import { useAccountOverview } from '../api/query-account-overview';
import { HolderDescriptions } from './holder-descriptions';
import { HoldingsFailure } from './holdings-failure';

/** The business that changes an investor's registered identity (投资者登记变更). */
const investorChange = '550136';

/**
 * /investorInfo: the investor's own registration as the register holds it (the current
 * account's name, type, certificate, mobile, status and 确权 state), with the way to change it.
 */
export function InvestorInfoPage() {
  const t = useT();
  const navigate = useNavigate();
  const overview = useAccountOverview();
  const holder = useHolderDetail(overview.data?.account.holderUuid ?? null);
  if (overview.isPending || (overview.data && holder.isPending)) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (overview.isError) return <HoldingsFailure error={overview.error} />;
  if (holder.isError || !holder.data) return <HoldingsFailure error={holder.error ?? new Error(t('investorInfo.noAccount'))} />;
  return (
    <Card
      title={t('investorInfo.title')}
      data-testid="investor-info"
      extra={
        <Space>
          <Button icon={<EditOutlined />} onClick={() => navigate(links.newInvestor(investorChange))} data-testid="investor-change">
            {t('investorInfo.change')}
          </Button>
        </Space>
      }
    >
      <HolderDescriptions holder={holder.data} />
    </Card>
  );
}
