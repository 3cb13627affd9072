import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter } from '@codemirror/lint';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { Alert, Button, Form, Input, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useRunBench, type BenchRequest } from '../api/run-bench';
import { RecordedApplicationPicker } from './recorded-application-picker';
import { RuleBenchResult } from './rule-bench-result';

const extensions = [json(), linter(jsonParseLinter()), EditorView.lineWrapping];

type Mode = 'recorded' | 'typed';

interface RuleBenchPaneProps {
  /** The script. */
  script: string;
  /** The script's text in the editor: the bench runs it as the draft, saved or not. */
  text: string;
}

function parsedInputs(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * 规则试算: the draft run on a recorded application (by business number) or on a typed context,
 * beside the published version. A recorded application's inputs fill the typed context, so an
 * analyst changes one value of a real case and runs it again.
 */
export function RuleBenchPane({ script, text }: RuleBenchPaneProps) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('recorded');
  const [bizSn, setBizSn] = useState('');
  const [node, setNode] = useState('');
  const [inputs, setInputs] = useState('');
  const bench = useRunBench(script);
  const typed = parsedInputs(inputs);
  const ready = mode === 'recorded' ? bizSn.trim() !== '' : typed !== null;
  const run = () => {
    const request: BenchRequest =
      mode === 'recorded'
        ? { bizSn: bizSn.trim(), ...(node.trim() ? { nodeId: node.trim() } : {}), body: text }
        : { inputs: typed ?? {}, body: text };
    bench.mutate(request, {
      onSuccess: (report) => {
        if (mode === 'recorded') setInputs(`${JSON.stringify(report.inputs, null, 2)}\n`);
      },
    });
  };
  return (
    <div data-testid="rule-bench-pane">
      <Segmented<Mode>
        value={mode}
        onChange={setMode}
        options={[
          { value: 'recorded', label: t('studio.bench.recorded') },
          { value: 'typed', label: t('studio.bench.typed') },
        ]}
        style={{ marginBottom: 12 }}
      />
      {mode === 'recorded' ? (
        <Form layout="vertical" component="div">
          <Space.Compact style={{ width: '100%' }}>
            <RecordedApplicationPicker of={{ script }} value={bizSn} onChange={setBizSn} onPressEnter={() => ready && run()} label={t('studio.bench.bizSn')} />
            <Input value={node} onChange={(e) => setNode(e.target.value)} placeholder={t('studio.bench.node')} aria-label={t('studio.bench.node')} />
          </Space.Compact>
        </Form>
      ) : (
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('studio.bench.inputs')}
            validateStatus={inputs.trim() !== '' && typed === null ? 'error' : undefined}
            help={inputs.trim() !== '' && typed === null ? t('studio.bench.badInputs') : undefined}
          >
            <CodeMirror value={inputs} onChange={setInputs} extensions={extensions} height="240px" aria-label={t('studio.bench.inputs')} />
          </Form.Item>
        </Form>
      )}
      <Button type="primary" style={{ margin: '12px 0' }} loading={bench.isPending} disabled={!ready} onClick={run}>
        {t('studio.bench.run')}
      </Button>
      {bench.isError && <Alert type="error" showIcon message={bench.error.message} data-testid="bench-error" style={{ marginBottom: 12 }} />}
      {bench.data && !bench.isError && <RuleBenchResult report={bench.data} />}
    </div>
  );
}
