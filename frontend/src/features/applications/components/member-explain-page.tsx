import { RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Skeleton, Space, Steps, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useStartableFlows } from '../api/list-startable-flows';
import { memberFlow, memberReviseFlow } from './business-of-page';

/** The member businesses the page explains, each with its own apply page. */
const businesses = [
  { appId: memberFlow, path: paths.memberApply, key: 'apply' },
  { appId: memberReviseFlow, path: paths.memberReviseApply, key: 'revise' },
] as const;

/**
 * /process/memberExplain, 会员业务说明: before applying, what a member (an intermediary: broker,
 * law or accounting firm, investment institution) does on the platform, what each member
 * business needs and how it is reviewed; a button opens each business the user may start.
 */
export function MemberExplainPage() {
  const t = useT();
  const navigate = useNavigate();
  const flows = useStartableFlows();
  const startable = new Set((flows.data ?? []).map((f) => f.appId));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="member-explain">
      <Card size="small">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('memberExplain.title')}
        </Typography.Title>
        <Typography.Paragraph>{t('memberExplain.intro')}</Typography.Paragraph>
        <Steps
          size="small"
          current={-1}
          items={(['apply', 'first', 'recheck', 'done'] as const).map((step) => ({
            title: t(`memberExplain.step.${step}`),
            description: t(`memberExplain.step.${step}.text`),
          }))}
        />
      </Card>
      <Row gutter={[16, 16]}>
        {businesses.map(({ appId, path, key }) => (
          <Col xs={24} md={12} key={appId}>
            <Card
              size="small"
              title={
                <Space>
                  {t(`memberExplain.${key}.title`)}
                  <Tag>{appId}</Tag>
                </Space>
              }
              data-testid={`member-business-${appId}`}
            >
              <Typography.Paragraph>{t(`memberExplain.${key}.text`)}</Typography.Paragraph>
              <Typography.Paragraph type="secondary">{t(`memberExplain.${key}.needs`)}</Typography.Paragraph>
              {flows.isLoading ? (
                <Skeleton.Button active />
              ) : startable.has(appId) ? (
                <Button type="primary" onClick={() => navigate(path)} data-testid={`member-start-${appId}`}>
                  {t('memberExplain.start')} <RightOutlined />
                </Button>
              ) : (
                <Alert type="info" showIcon message={t('memberExplain.notYours')} />
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </Space>
  );
}
