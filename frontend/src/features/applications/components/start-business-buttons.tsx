import { RightOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton, Space } from 'antd';
import { useNavigate } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useStartableFlows, type StartableFlow } from '../api/list-startable-flows';
import { startableOf } from './catalogue-groups';

/**
 * One button per business of `appIds` the user may start (the catalogue's list), each opening
 * its apply page (`startLink` may send a business to a page of its own); `appIds` may be chosen
 * from the startable flows themselves.
 */
export function StartBusinessButtons({
  appIds,
  startLink = (appId) => links.apply({ appId, nodeId: 'apply' }),
}: {
  appIds: readonly string[] | ((flows: readonly StartableFlow[]) => readonly string[]);
  startLink?: (appId: string) => string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const flows = useStartableFlows();
  if (flows.isLoading) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (flows.isError) return <Alert type="error" showIcon message={t('list.loadFailed', { msg: flows.error.message })} />;
  const all = flows.data ?? [];
  const startable = startableOf(all, typeof appIds === 'function' ? appIds(all) : appIds);
  if (startable.length === 0) return <Empty description={t('catalogue.empty')} />;
  return (
    <Space wrap data-testid="start-businesses">
      {startable.map((flow) => (
        <Button key={flow.appId} onClick={() => navigate(startLink(flow.appId))} data-testid={`start-${flow.appId}`}>
          {flow.name} <RightOutlined />
        </Button>
      ))}
    </Space>
  );
}
