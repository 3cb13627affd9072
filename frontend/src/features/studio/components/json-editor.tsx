import { json, jsonParseLinter } from '@codemirror/lang-json';
import { lintGutter, linter } from '@codemirror/lint';
import CodeMirror, { EditorView, type Extension } from '@uiw/react-codemirror';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSchema } from '../api/get-schema';
import type { DefinitionKind, Problem } from '../api/studio-types';
import { serverProblems, setServerProblems } from './server-problems';

interface JsonEditorProps {
  kind: DefinitionKind;
  value: string;
  onChange: (text: string) => void;
  /** The server's problems of the last check, drawn at their lines. */
  problems: Problem[];
  /** The view, for moving the cursor to a problem or a node from outside. */
  onView: (view: EditorView) => void;
}

/**
 * The definition text with two layers of marks: the DSL's JSON Schema (codemirror-json-schema,
 * underlined as the analyst types) and the server's problems of the last check.
 */
export function JsonEditor({ kind, value, onChange, problems, onView }: JsonEditorProps) {
  const schema = useSchema(kind);
  const view = useRef<EditorView | null>(null);
  // until the schema and its linter arrive, at least the JSON syntax is checked
  // a script is rhai: no JSON marks
  const [language, setLanguage] = useState<Extension>(() => (kind === 'script' ? [] : [json(), linter(jsonParseLinter())]));

  useEffect(() => {
    if (!schema.data) return;
    let current = true;
    // loaded on demand: the schema linter brings a markdown renderer and shiki, which no other
    // screen needs (and whose extensionless ESM imports plain Node cannot load in the unit tests)
    void import('codemirror-json-schema').then(({ jsonSchema }) => {
      if (current) setLanguage(jsonSchema(schema.data as Parameters<typeof jsonSchema>[0]));
    });
    return () => {
      current = false;
    };
  }, [schema.data]);

  const extensions = useMemo<Extension[]>(
    () => [language, serverProblems, lintGutter(), EditorView.lineWrapping],
    [language],
  );

  useEffect(() => {
    view.current?.dispatch({ effects: setServerProblems.of(problems) });
  }, [problems]);

  return (
    <div className="studio-json-editor" data-testid="json-editor">
      <CodeMirror
        value={value}
        onChange={onChange}
        extensions={extensions}
        height="calc(100vh - 300px)"
        minHeight="420px"
        basicSetup={{ foldGutter: true, highlightActiveLine: true }}
        onCreateEditor={(created) => {
          view.current = created;
          created.dispatch({ effects: setServerProblems.of(problems) });
          onView(created);
        }}
      />
    </div>
  );
}
