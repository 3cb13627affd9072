import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter } from '@codemirror/lint';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { App, Button, Empty, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useAddExampleFromApplication } from '../api/add-example-from-application';
import type { ExampleOutcome } from '../api/studio-types';

const extensions = [json(), linter(jsonParseLinter()), EditorView.lineWrapping];
// one object for every render: a new one reconfigures the editor, which closes its search panel
// whenever a check answers while the analyst searches
const basicSetup = { foldGutter: true };

interface ExamplesPaneProps {
  /** The script. */
  script: string;
  /** The examples' text: a JSON array of {name, inputs, expected}. */
  text: string;
  onChange: (text: string) => void;
  /** Each example's result on the last check (absent until one answered). */
  outcomes: ExampleOutcome[] | undefined;
}

/**
 * 示例: a script's example cases, the gate of its publication: each one's result on the text
 * being edited (通过 or 未通过 with what was expected and what came), and the cases themselves.
 */
export function ExamplesPane({ script, text, onChange, outcomes }: ExamplesPaneProps) {
  const t = useT();
  const { message } = App.useApp();
  const [application, setApplication] = useState('');
  const add = useAddExampleFromApplication(script);
  // the server adds it to the draft's examples and answers them all: the editor takes them
  const fromApplication = () =>
    add.mutate(
      { applicationId: application.trim() },
      {
        onSuccess: (answer) => {
          onChange(`${JSON.stringify(answer.examples, null, 2)}\n`);
          setApplication('');
          void message.success(t('studio.examples.added', { name: answer.example.name }));
        },
        onError: (error) => void message.error(error.message),
      },
    );
  return (
    <div data-testid="examples-pane">
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Input
          value={application}
          onChange={(e) => setApplication(e.target.value)}
          placeholder={t('studio.examples.application')}
          aria-label={t('studio.examples.application')}
        />
        <Button type="primary" loading={add.isPending} disabled={application.trim() === ''} onClick={fromApplication}>
          {t('studio.examples.fromApplication')}
        </Button>
      </Space.Compact>
      {outcomes === undefined ? (
        <Empty description={t('studio.examples.none')} />
      ) : (
        <List<ExampleOutcome>
          size="small"
          bordered
          dataSource={outcomes}
          renderItem={(o) => (
            <List.Item data-testid="example-outcome" data-passed={o.passed}>
              <Typography.Text>
                <Tag color={o.passed ? 'green' : 'red'}>{o.passed ? t('studio.examples.passed') : t('studio.examples.failed')}</Tag>
                {o.name}
              </Typography.Text>
              {!o.passed && <Typography.Text type="danger">{o.reason}</Typography.Text>}
            </List.Item>
          )}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 4 }}>
        {t('studio.examples.text')}
      </Typography.Paragraph>
      <CodeMirror
        value={text}
        onChange={onChange}
        extensions={extensions}
        height="360px"
        aria-label={t('studio.examples.text')}
        basicSetup={basicSetup}
      />
    </div>
  );
}
