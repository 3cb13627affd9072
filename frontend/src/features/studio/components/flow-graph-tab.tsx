import { Alert, Button, Empty, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useRecordedPath } from '../api/get-recorded-path';
import type { FlowView, Problem } from '../api/studio-types';
import { FlowGraph } from './flow-graph';
import { pathOnGraph } from './path-on-graph';
import { RecordedApplicationPicker } from './recorded-application-picker';

interface FlowGraphTabProps {
  /** The flow drawn: its applications are offered to pick. */
  appId: string;
  view: FlowView | null;
  problems: Problem[];
  selectedNode: string | null;
  onSelectNode: (nodeId: string) => void;
}

/**
 * 流程图: the flow drawn, and over it the path a recorded application took (asked for by its
 * business number), so the analyst sees which nodes and arrows real cases go through.
 */
export function FlowGraphTab({ appId, view, problems, selectedNode, onSelectNode }: FlowGraphTabProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const recorded = useRecordedPath(asked);
  const path = useMemo(() => (view && recorded.data ? pathOnGraph(view, recorded.data) : null), [view, recorded.data]);
  const show = () => setAsked(typed.trim() || null);
  const clear = () => {
    setTyped('');
    setAsked(null);
  };
  return (
    <div className="flow-graph" data-testid="flow-graph-tab">
      <Space.Compact style={{ width: '100%' }}>
        <RecordedApplicationPicker of={{ appId }} value={typed} onChange={setTyped} onPressEnter={show} label={t('studio.graph.path.bizSn')} />
        <Button type="primary" disabled={typed.trim() === ''} loading={recorded.isFetching} onClick={show}>
          {t('studio.graph.path.show')}
        </Button>
        {asked && <Button onClick={clear}>{t('studio.graph.path.clear')}</Button>}
      </Space.Compact>
      {recorded.isError && <Alert type="error" showIcon message={recorded.error.message} data-testid="flow-path-error" />}
      {recorded.data && path && (
        <Typography.Text type="secondary" data-testid="flow-path-summary">
          <Tag color="orange">{recorded.data.bizSn}</Tag>
          {t('studio.graph.path.summary', { appId: recorded.data.appId, version: recorded.data.flowVersion, n: path.nodes.size, status: recorded.data.status })}
        </Typography.Text>
      )}
      {view ? (
        <FlowGraph view={view} problems={problems} selectedNode={selectedNode} onSelectNode={onSelectNode} path={path} />
      ) : (
        <Empty description={t('studio.graph.none')} />
      )}
    </div>
  );
}
