import type { EditorView } from '@uiw/react-codemirror';
import { App, Col, Row } from 'antd';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { useCheck } from '../api/check-definition';
import { useDiscardDraft } from '../api/discard-draft';
import { useSaveDraft } from '../api/save-draft';
import type { DefinitionDetail, Problem } from '../api/studio-types';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSaveShortcut } from '../hooks/use-save-shortcut';
import { EditorHeader } from './editor-header';
import { EditorTabs, type EditorTab } from './editor-tabs';
import { JsonEditor } from './json-editor';
import { lineOfNode } from './problem-lines';
import { PublishModal } from './publish-modal';
import { RuleFailuresAlert } from './rule-failures-alert';

/** How long typing must pause before the text is checked on the server. */
export const checkDelayMs = 400;

/**
 * The editor of one definition: the text (from the draft if there is one, else the latest
 * version), checked on the server at each pause, saved as the draft, published. Mounted once per
 * definition: refetches of the definition never replace what the analyst is typing.
 */
export function StudioEditor({ definition }: { definition: DefinitionDetail }) {
  const t = useT();
  const { message } = App.useApp();
  const { kind, key } = definition;
  const initial = definition.draft?.body ?? definition.latest.body;
  const [text, setText] = useState(initial);
  /** The text as last loaded or saved; the editor is 未保存 when it differs. */
  const [saved, setSaved] = useState(initial);
  // a script's examples travel with its text: checked, saved and published together
  const isScript = kind === 'script';
  const initialExamples = definition.draft?.examples ?? definition.latest.examples ?? '[]';
  const [examples, setExamples] = useState(initialExamples);
  const [savedExamples, setSavedExamples] = useState(initialExamples);
  const [selectedNode, setSelectedNode] = useState<string | null>(null);
  const [tab, setTab] = useState<EditorTab>('check');
  /** Which side gets the room: the panel by default (graph and preview need it), the editor on demand. */
  const [wide, setWide] = useState<'panel' | 'editor'>('panel');
  const [publishing, setPublishing] = useState(false);
  const view = useRef<EditorView | null>(null);

  const settled = useDebouncedValue(text, checkDelayMs);
  const settledExamples = useDebouncedValue(examples, checkDelayMs);
  const check = useCheck({ kind, key, body: settled, ...(isScript ? { examples: settledExamples } : {}) });
  const saveDraft = useSaveDraft();
  const discardDraft = useDiscardDraft();
  const dirty = text !== saved || (isScript && examples !== savedExamples);

  // the request layer already handled sign-out, 403 and timeouts
  const showFailure = (error: Error) => {
    if (!(error instanceof ApiError) || error.outcome.kind === 'failure') void message.error(error.message);
  };

  const save = () =>
    saveDraft.mutate(
      { kind, key, body: text, ...(isScript ? { examples } : {}) },
      {
        // the saved body, not the current text: typing during the save stays unsaved
        onSuccess: (_, request) => {
          setSaved(request.body);
          if (request.examples !== undefined) setSavedExamples(request.examples);
          void message.success(t('studio.saved'));
        },
        onError: showFailure,
      },
    );
  useSaveShortcut(save);

  const discard = () =>
    discardDraft.mutate(
      { kind, key },
      {
        onSuccess: () => {
          setText(definition.latest.body);
          setSaved(definition.latest.body);
          setExamples(definition.latest.examples ?? '[]');
          setSavedExamples(definition.latest.examples ?? '[]');
          void message.success(t('studio.discarded'));
        },
        onError: showFailure,
      },
    );

  const revealLine = (line: number, focus: boolean) => {
    const current = view.current;
    if (!current) return;
    const target = current.state.doc.line(Math.min(Math.max(line, 1), current.state.doc.lines));
    current.dispatch({ selection: { anchor: target.from, head: target.to }, scrollIntoView: true });
    if (focus) current.focus();
  };

  const pickProblem = (problem: Problem, line: number | null) => {
    if (problem.node) setSelectedNode(problem.node);
    if (line !== null) revealLine(line, true);
  };

  const selectNode = (nodeId: string) => {
    setSelectedNode(nodeId);
    const line = lineOfNode(text, nodeId);
    if (line !== null) revealLine(line, false);
  };

  return (
    <div className="studio-editor" data-testid="studio-editor">
      <EditorHeader
        definition={definition}
        dirty={dirty}
        saving={saveDraft.isPending}
        discarding={discardDraft.isPending}
        onSave={save}
        onDiscard={discard}
        onPublish={() => setPublishing(true)}
      />
      {kind === 'flow' && (
        <div style={{ marginTop: 16 }}>
          <RuleFailuresAlert appId={definition.key} />
        </div>
      )}
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} xl={wide === 'panel' ? 10 : 15} data-testid="studio-editor-column">
          <JsonEditor kind={kind} value={text} onChange={setText} problems={check.data?.problems ?? []} onView={(v) => (view.current = v)} />
        </Col>
        <Col xs={24} xl={wide === 'panel' ? 14 : 9} className="studio-panel-column">
          <EditorTabs
            definition={definition}
            text={text}
            dirty={dirty}
            check={check.data}
            checkError={check.isError ? check.error.message : null}
            selectedNode={selectedNode}
            onPickProblem={pickProblem}
            onSelectNode={selectNode}
            active={tab}
            onActive={setTab}
            wide={wide}
            onWide={setWide}
            examples={examples}
            onExamples={setExamples}
          />
        </Col>
      </Row>
      <PublishModal
        open={publishing}
        kind={kind}
        defKey={key}
        body={text}
        examples={isScript ? examples : undefined}
        dirty={dirty}
        onClose={() => setPublishing(false)}
        onPublished={(body) => {
          setSaved(body);
          setSavedExamples(examples);
          setPublishing(false);
        }}
      />
    </div>
  );
}
