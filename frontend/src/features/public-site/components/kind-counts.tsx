import { Card, Col, Row, Segmented, Statistic } from 'antd';
import { useT } from '@/lib/i18n';
import type { KindCounts } from '../api/get-region-stats';

export type EnterpriseKind = keyof KindCounts;
export const enterpriseKinds: EnterpriseKind[] = ['custodied', 'listed', 'displayed'];

const kindLabel = { custodied: 'showcase.type1', listed: 'showcase.type2', displayed: 'showcase.type3' } as const;

/** The locale key of a kind's name (托管企业, 挂牌企业, 展示企业). */
export const kindLabelKey = (kind: EnterpriseKind) => kindLabel[kind];

/** Where a city's enterprises of a kind are listed. */
export function cityListLink(kind: EnterpriseKind, cityCode: string): string {
  const city = encodeURIComponent(cityCode);
  if (kind === 'custodied') return `/officialWebsiteCompanyList?cityCode=${city}`;
  if (kind === 'listed') return `/officialWebsiteGpList?cityCode=${city}`;
  return `/companyListNew?type=3&cityCode=${city}`;
}

/** The three kinds as a switch. */
export function KindSwitch({ value, onChange }: { value: EnterpriseKind; onChange: (k: EnterpriseKind) => void }) {
  const t = useT();
  return (
    <Segmented
      data-testid="kind-switch"
      value={value}
      onChange={(v) => onChange(v as EnterpriseKind)}
      options={enterpriseKinds.map((k) => ({ value: k, label: t(kindLabelKey(k)) }))}
    />
  );
}

/** The totals of the three kinds, as figures. */
export function KindTotals({ total }: { total: KindCounts | undefined }) {
  const t = useT();
  return (
    <Row gutter={16} className="site-stats" data-testid="kind-totals">
      {enterpriseKinds.map((k) => (
        <Col key={k} xs={24} sm={8}>
          <Card size="small">
            <Statistic title={t(kindLabelKey(k))} value={total?.[k] ?? 0} suffix={t('site.unitCompany')} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
