import { ColumnWidthOutlined } from '@ant-design/icons';
import { Button, Tabs, Tooltip } from 'antd';
import { useT } from '@/lib/i18n';
import type { Check, DefinitionDetail, Problem } from '../api/studio-types';
import { DryRunPane } from './dry-run-pane';
import { ExamplesPane } from './examples-pane';
import { FlowGraphTab } from './flow-graph-tab';
import { PreviewTab } from './preview-tab';
import { ProblemList } from './problem-list';
import { RuleBenchPane } from './rule-bench-pane';
import { VersionsPane } from './versions-pane';

export type EditorTab = 'check' | 'graph' | 'preview' | 'dryRun' | 'versions' | 'examples' | 'bench';

interface EditorTabsProps {
  definition: DefinitionDetail;
  text: string;
  dirty: boolean;
  /** The last answered check (kept while the next one runs). */
  check: Check | undefined;
  checkError: string | null;
  selectedNode: string | null;
  onPickProblem: (problem: Problem, line: number | null) => void;
  onSelectNode: (nodeId: string) => void;
  active: EditorTab;
  onActive: (tab: EditorTab) => void;
  /** The side of the editor given more room, and the toggle between the two. */
  wide: 'panel' | 'editor';
  onWide: (wide: 'panel' | 'editor') => void;
  /** A script's examples (a JSON array's text), edited beside its source. */
  examples: string;
  onExamples: (text: string) => void;
}

/**
 * The right side of the editor: 检查, 流程图, 预览, 试运行 and 版本 (flows get all five); a script
 * gets 检查, 示例, 规则试算 and 版本, a fragment 检查 and 版本.
 */
export function EditorTabs(props: EditorTabsProps) {
  const { definition, text, dirty, check, checkError, selectedNode, onPickProblem, onSelectNode, active, onActive, wide, onWide, examples, onExamples } =
    props;
  const t = useT();
  const isFlow = definition.kind === 'flow';
  const isRule = definition.kind === 'script' || definition.kind === 'fragment';
  const outcomes = check?.examples ?? [];
  const failing = outcomes.filter((o) => !o.passed).length;
  const problems = check?.problems ?? [];
  const items = [
    {
      key: 'check',
      label: problems.length > 0 ? t('studio.tab.checkCount', { n: problems.length }) : t('studio.tab.check'),
      children: <ProblemList text={text} problems={problems} pending={!check && !checkError} error={checkError} onPick={onPickProblem} />,
    },
    ...(isFlow
      ? [
          {
            key: 'graph',
            label: t('studio.tab.graph'),
            children: <FlowGraphTab appId={definition.key} view={check?.graph ?? null} problems={problems} selectedNode={selectedNode} onSelectNode={onSelectNode} />,
          },
        ]
      : []),
    ...(definition.kind === 'script'
      ? [
          {
            key: 'examples',
            label: failing > 0 ? t('studio.tab.examplesCount', { failed: failing, n: outcomes.length }) : t('studio.tab.examples'),
            children: <ExamplesPane script={definition.key} text={examples} onChange={onExamples} outcomes={check?.examples} />,
          },
          { key: 'bench', label: t('studio.tab.bench'), children: <RuleBenchPane script={definition.key} text={text} /> },
        ]
      : []),
    ...(isRule
      ? []
      : [{ key: 'preview', label: t('studio.tab.preview'), children: <PreviewTab definition={definition} text={text} graph={check?.graph ?? null} /> }]),
    ...(isFlow
      ? [{ key: 'dryRun', label: t('studio.tab.dryRun'), children: <DryRunPane appId={definition.key} versions={definition.versions} dirty={dirty} /> }]
      : []),
    { key: 'versions', label: t('studio.tab.versions'), children: <VersionsPane definition={definition} /> },
  ];
  // panes stay mounted once opened: the dry-run report and the picked versions survive a tab switch
  const toggle = wide === 'panel' ? t('studio.layout.wideEditor') : t('studio.layout.widePanel');
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => onActive(key as EditorTab)}
      items={items}
      tabBarExtraContent={
        <Tooltip title={toggle}>
          <Button
            type="text"
            size="small"
            aria-label={toggle}
            data-testid="studio-layout-toggle"
            icon={<ColumnWidthOutlined />}
            onClick={() => onWide(wide === 'panel' ? 'editor' : 'panel')}
          />
        </Tooltip>
      }
    />
  );
}
