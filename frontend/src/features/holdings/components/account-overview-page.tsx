import { Button, Card, Col, Descriptions, Row, Spin, Statistic, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { useAccountOverview } from '../api/query-account-overview';
import { shares, yuan } from './holding-format';
import { HoldingsFailure } from './holdings-failure';

const known = (key: string, keys: readonly string[]): LocaleKey | null => (keys.includes(key) ? (key as LocaleKey) : null);

/** holderAccountStatus text (01 §9): 0 未开户, 1 正常, 2 已销户, 3 冻结. */
export const statusKey = (status: number | string) =>
  known(`account.status.${String(status)}`, ['account.status.0', 'account.status.1', 'account.status.2', 'account.status.3']);

/** organType text: 1 机构, 2 个人, 3 产品. */
export const organTypeKey = (organType: number | string | null) =>
  known(`capital.organType.${String(organType)}`, ['capital.organType.1', 'capital.organType.2', 'capital.organType.3']);

const statusColor = (status: number | string) => ({ '1': 'green', '2': 'default', '3': 'red' })[String(status)] ?? 'orange';

/** /capital 账户总览: the current registration account and the totals of its holdings. */
export function AccountOverviewPage() {
  const t = useT();
  const navigate = useNavigate();
  const overview = useAccountOverview();
  const text = (key: LocaleKey | null, raw: unknown) => (key ? t(key) : String(raw ?? ''));

  if (overview.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (overview.isError)
    return (
      <Card title={t('capital.title')} data-testid="account-overview">
        <HoldingsFailure error={overview.error} />
      </Card>
    );
  const { account, totals } = overview.data;
  return (
    <Card
      title={t('capital.title')}
      data-testid="account-overview"
      extra={
        <Button type="primary" onClick={() => navigate(paths.myHoldings)} data-testid="view-holdings">
          {t('capital.viewHoldings')}
        </Button>
      }
    >
      <Descriptions bordered size="middle" column={2} style={{ marginBottom: 24 }}>
        <Descriptions.Item label={t('account.accountNumber')}>
          <span data-testid="overview-account-number">{account.accountNumber}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('account.holderName')}>
          <span data-testid="overview-holder-name">{account.holderName}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('account.status')}>
          <Tag color={statusColor(account.holderAccountStatus)} data-testid="overview-status">
            {text(statusKey(account.holderAccountStatus), account.holderAccountStatus)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('capital.organType')}>{text(organTypeKey(account.organType), account.organType)}</Descriptions.Item>
      </Descriptions>
      <Row gutter={[24, 24]}>
        {(
          [
            ['capital.productCount', String(totals.productCount), 'total-products'],
            ['capital.volume', shares(totals.volume), 'total-volume'],
            ['capital.pledged', shares(totals.pledged), 'total-pledged'],
            ['capital.frozen', shares(totals.frozen), 'total-frozen'],
            ['capital.free', shares(totals.freeVolume), 'total-free'],
            ['capital.marketValue', yuan(totals.marketValue), 'total-market-value'],
          ] as const
        ).map(([label, value, testId]) => (
          <Col key={label} xs={12} md={8} xl={4}>
            <Statistic title={t(label)} value={value} valueRender={() => <span data-testid={testId}>{value}</span>} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
