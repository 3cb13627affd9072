import { AppstoreOutlined, AuditOutlined, BankOutlined, IdcardOutlined, RightOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Empty, Row, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useStartableFlows } from '../api/list-startable-flows';
import { groupByCategory } from './catalogue-groups';

const categoryIcons: Record<string, ReactNode> = {
  企业业务: <BankOutlined />,
  投资者业务: <IdcardOutlined />,
  会员业务: <TeamOutlined />,
  登记机构业务: <AuditOutlined />,
};

/** /process/index, 业务办理: the businesses the user's landing mode may start, grouped by category; each opens its apply page. */
export function BusinessCataloguePage() {
  const t = useT();
  const flows = useStartableFlows();
  const groups = groupByCategory(flows.data ?? []);

  return (
    <Card title={t('catalogue.title')} className="business-catalogue" data-testid="business-catalogue">
      <Typography.Paragraph type="secondary">{t('catalogue.hint')}</Typography.Paragraph>
      {flows.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('list.loadFailed', { msg: flows.error.message })}
          data-testid="catalogue-error"
        />
      )}
      {flows.isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
      {flows.isSuccess && groups.length === 0 && <Empty description={t('catalogue.empty')} />}
      {groups.map((group) => (
        <section key={group.category} className="catalogue-group" aria-label={group.category} data-testid={`catalogue-group-${group.category}`}>
          <div className="catalogue-group-title">
            <span className="catalogue-group-icon">{categoryIcons[group.category] ?? <AppstoreOutlined />}</span>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {group.category}
            </Typography.Title>
            <Tag>{t('catalogue.count', { n: group.flows.length })}</Tag>
          </div>
          <Row gutter={[16, 16]}>
            {group.flows.map((flow) => (
              <Col key={flow.appId} xs={24} sm={12} lg={8} xxl={6}>
                <Link
                  to={links.apply({ appId: flow.appId, nodeId: 'apply' })}
                  className="catalogue-card"
                  data-testid={`catalogue-${flow.appId}`}
                >
                  <span className="catalogue-card-name">{flow.name}</span>
                  <span className="catalogue-card-code">
                    {t('catalogue.appId')}：{flow.appId}
                  </span>
                  <span className="catalogue-card-action">
                    {t('catalogue.apply')} <RightOutlined />
                  </span>
                </Link>
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </Card>
  );
}
