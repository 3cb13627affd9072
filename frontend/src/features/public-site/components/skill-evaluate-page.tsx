import { Card, Col, Row, Statistic, Steps, Table, Tag } from 'antd';
import { paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useSpecialisationPage } from '../api/get-specialisation-page';
import type { ShowcaseCompany } from '../api/showcase-types';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { PageBanner } from './page-banner';
import { specialisationInfoHref } from './showcase-rules';

/** The steps from a self-evaluation to the specialised-new board, in order. */
export const evaluateSteps = ['site.eval.step1', 'site.eval.step2', 'site.eval.step3', 'site.eval.step4'] as const;

/**
 * /skillEvaluate: the specialised-new (专精特新) evaluation: the professional and the fast
 * self-evaluation (signed in, scored by the 550200 rule), the way to the board, and the
 * enterprises already recognised.
 */
export function SkillEvaluatePage() {
  const t = useT();
  const tenantId = usePublicTenant();
  const recognised = useSpecialisationPage({ tenantId, current: 1, size: 5 });
  return (
    <div className="front-page" data-testid="skill-evaluate-page">
      <PageBanner title={t('site.skillEvaluate')} />
      <div className="front-body">
        <p className="zone-intro">{t('site.eval.intro')}</p>
        <Row gutter={[16, 16]} data-testid="evaluate-kinds">
          <Col xs={24} md={8}>
            <Card size="small" title={t('site.eval.pro')} extra={<a href={paths.evaluationPro} data-testid="evaluate-pro">{t('site.eval.start')}</a>}>{t('site.eval.proText')}</Card>
          </Col>
          <Col xs={24} md={8}>
            <Card size="small" title={t('site.eval.fast')} extra={<a href={paths.evaluationFast} data-testid="evaluate-fast">{t('site.eval.start')}</a>}>{t('site.eval.fastText')}</Card>
          </Col>
          <Col xs={24} md={8}>
            <Card size="small">
              <Statistic title={t('site.eval.recognised')} value={recognised.data?.total ?? 0} suffix={t('site.unitCompany')} data-testid="evaluate-count" />
            </Card>
          </Col>
        </Row>
        <Steps className="site-steps" current={-1} items={evaluateSteps.map((k) => ({ title: t(k) }))} />
        <h2 className="site-section-title">{t('site.eval.recognised')}</h2>
        <Table<ShowcaseCompany>
          rowKey="uuid"
          size="small"
          pagination={false}
          data-testid="evaluate-recognised"
          loading={recognised.isFetching}
          dataSource={recognised.data?.records ?? []}
          locale={{ emptyText: t('showcase.empty') }}
          columns={[
            { title: t('showcase.name'), dataIndex: 'name', render: (n: string, c) => <a href={specialisationInfoHref(tenantId, c.uuid)} target="_blank" rel="noopener noreferrer">{n}</a> },
            { title: t('showcase.specialisedLevel'), dataIndex: 'specialisedLevel', render: (v: string) => <Tag color="gold">{v}</Tag> },
            { title: t('showcase.industry'), dataIndex: 'industryName' },
          ]}
        />
        <div className="centre-online"><a href="/specializationNewList">{t('front.specializationNewList')}</a></div>
      </div>
    </div>
  );
}
