import { Alert, Button, Card, Col, Descriptions, Form, Input, Row, Space, Steps, Table } from 'antd';
import { useState } from 'react';
import { paths } from '@/app/paths';
import { dictValueOf } from '@/api/get-dictionary';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { useMemberPage } from '../api/get-member-page';
import { usePublicDictionary } from '../api/get-public-dictionary';
import type { MemberItem } from '../api/publication-types';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';
import { formatAmount } from './showcase-rules';
import { defaultMultiples, diagnose, methods, type Diagnosis, type DiagnosisInput, type Method } from './value-diagnosis';

const methodName: Record<Method, LocaleKey> = { pe: 'site.diag.pe', pb: 'site.diag.pb', ps: 'site.diag.ps' };
/** A decimal amount in 万元, negative allowed (a loss). */
const amount = /^-?\d{1,12}(\.\d{1,2})?$/;
const multiple = /^\d{1,3}(\.\d{1,2})?$/;

interface FormValues {
  revenue: string;
  profit: string;
  netAssets: string;
  peLow: string;
  peHigh: string;
  pbLow: string;
  pbHigh: string;
  psLow: string;
  psHigh: string;
}

const wan = (v: string) => `${formatAmount(v)} 万元`;

/**
 * /valueDiagnosis: 企业价值诊断: an enterprise states its revenue, profit and net assets and gets an
 * indicative value by earnings, book and sales multiples (the multiples shown and changeable),
 * with its margin and return on equity; the full diagnosis is a service (/valueDiagnosis/flowService).
 */
export function ValueDiagnosisPage() {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const [result, setResult] = useState<Diagnosis | null>(null);
  const required = (label: string) => [
    { required: true, message: t('site.diag.required', { label }) },
    { pattern: amount, message: t('site.diag.amountRule') },
  ];
  const multipleRules = [{ required: true, message: t('site.diag.multipleRule') }, { pattern: multiple, message: t('site.diag.multipleRule') }];
  const run = (v: FormValues) => {
    const input: DiagnosisInput = {
      revenue: v.revenue,
      profit: v.profit,
      netAssets: v.netAssets,
      multiples: { pe: [v.peLow, v.peHigh], pb: [v.pbLow, v.pbHigh], ps: [v.psLow, v.psHigh] },
    };
    setResult(diagnose(input));
  };
  const initial: Partial<FormValues> = {
    peLow: defaultMultiples.pe[0], peHigh: defaultMultiples.pe[1],
    pbLow: defaultMultiples.pb[0], pbHigh: defaultMultiples.pb[1],
    psLow: defaultMultiples.ps[0], psHigh: defaultMultiples.ps[1],
  };
  return (
    <div className="front-page" data-testid="value-diagnosis-page">
      <PageBanner title={t('site.valueDiagnosis')} />
      <div className="front-body">
        <p className="zone-intro">{t('site.diag.intro')}</p>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form<FormValues> form={form} layout="vertical" initialValues={initial} onFinish={run} data-testid="diagnosis-form">
              <Form.Item name="revenue" label={t('site.diag.revenue')} rules={required(t('site.diag.revenue'))}><Input suffix="万元" /></Form.Item>
              <Form.Item name="profit" label={t('site.diag.profit')} rules={required(t('site.diag.profit'))}><Input suffix="万元" /></Form.Item>
              <Form.Item name="netAssets" label={t('site.diag.netAssets')} rules={required(t('site.diag.netAssets'))}><Input suffix="万元" /></Form.Item>
              {methods.map((m) => (
                <Form.Item key={m} label={`${t(methodName[m])}${t('site.diag.multiples')}`} required>
                  <Space>
                    <Form.Item name={`${m}Low`} noStyle rules={multipleRules}><Input style={{ width: 90 }} aria-label={`${m}-low`} /></Form.Item>
                    <span>~</span>
                    <Form.Item name={`${m}High`} noStyle rules={multipleRules}><Input style={{ width: 90 }} aria-label={`${m}-high`} /></Form.Item>
                  </Space>
                </Form.Item>
              ))}
              <Button type="primary" htmlType="submit" data-testid="diagnose">{t('site.diag.run')}</Button>
            </Form>
          </Col>
          <Col xs={24} lg={12}>
            {result ? (
              <Card size="small" title={t('site.diag.result')} data-testid="diagnosis-result">
                {result.range ? (
                  <div className="diagnosis-range" data-testid="diagnosis-range">
                    {wan(result.range.low)} ~ {wan(result.range.high)}
                  </div>
                ) : (
                  <Alert type="warning" showIcon message={t('site.diag.none')} data-testid="diagnosis-none" />
                )}
                <Table
                  rowKey="method"
                  size="small"
                  pagination={false}
                  dataSource={result.values}
                  columns={[
                    { title: t('site.diag.method'), dataIndex: 'method', render: (m: Method) => t(methodName[m]) },
                    { title: t('site.diag.value'), key: 'v', render: (_, v) => (v.applicable ? `${wan(v.low)} ~ ${wan(v.high)}` : t('site.diag.notApplicable')) },
                  ]}
                />
                <Descriptions column={2} size="small" className="site-note">
                  <Descriptions.Item label={t('site.diag.margin')}>{result.netMargin === null ? '--' : `${result.netMargin}%`}</Descriptions.Item>
                  <Descriptions.Item label={t('site.diag.roe')}>{result.roe === null ? '--' : `${result.roe}%`}</Descriptions.Item>
                </Descriptions>
                <Alert type="info" message={t('site.diag.disclaimer')} />
              </Card>
            ) : (
              <Alert type="info" showIcon message={t('site.diag.hint')} />
            )}
            <div className="centre-online"><a href="/valueDiagnosis/flowService" data-testid="diagnosis-service">{t('site.diag.service')}</a></div>
          </Col>
        </Row>
      </div>
    </div>
  );
}

/** The steps of the diagnosis service, in order. */
export const diagnosisSteps = ['site.diag.step1', 'site.diag.step2', 'site.diag.step3', 'site.diag.step4', 'site.diag.step5'] as const;

/**
 * /valueDiagnosis/flowService: how the diagnosis service goes, from the self-diagnosis to the
 * report, and the member institutions that carry it out; applied for by signing in.
 */
export function DiagnosisFlowServicePage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const members = useMemberPage({ tenantId, current: 1, size: 10 });
  const types = usePublicDictionary(tenantId, 'memberType');
  return (
    <div className="front-page" data-testid="diagnosis-flow-page">
      <PageBanner title={t('site.diag.service')} />
      <div className="front-body">
        <Steps direction="vertical" current={-1} data-testid="diagnosis-steps" items={diagnosisSteps.map((k) => ({ title: t(k), description: t(`${k}Text` as LocaleKey) }))} />
        <div className="centre-online">
          <a href="/valueDiagnosis">{t('site.valueDiagnosis')}</a>
          <a href={paths.homeLogin} data-testid="diagnosis-apply">{t('site.onlineBusiness')}</a>
        </div>
        <h2 className="site-section-title">{t('site.diag.providers')}</h2>
        <Table<MemberItem>
          rowKey="id"
          size="small"
          pagination={false}
          data-testid="diagnosis-providers"
          loading={members.isFetching}
          dataSource={members.data?.records ?? []}
          columns={[
            { title: t('site.memberName'), dataIndex: 'name', render: (n: string, m) => <a href={`/memberDetails?id=${encodeURIComponent(m.id)}`} target="_blank" rel="noopener noreferrer">{n}</a> },
            { title: t('site.memberType'), dataIndex: 'memberType', render: (k: string) => dictValueOf(types.data, k) ?? '' },
            { title: t('site.phone'), dataIndex: 'contactPhone' },
          ]}
        />
      </div>
    </div>
  );
}
