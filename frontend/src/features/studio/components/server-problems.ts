import { linter, type Diagnostic } from '@codemirror/lint';
import { StateEffect, StateField, type Extension, type Text } from '@codemirror/state';
import { t } from '@/lib/i18n';
import type { Problem } from '../api/studio-types';
import { lineOfProblem } from './problem-lines';

/** Hands the latest `POST check` problems to the editor. */
export const setServerProblems = StateEffect.define<Problem[]>();

const serverProblemsField = StateField.define<Problem[]>({
  create: () => [],
  update: (value, tr) => tr.effects.reduce((current, e) => (e.is(setServerProblems) ? e.value : current), value),
});

/** A problem's text as the editor shows it: the message, then where the server saw it. */
export function problemText(problem: Problem): string {
  const where = [
    problem.node && t('studio.check.node', { node: problem.node }),
    problem.field && t('studio.check.field', { field: problem.field }),
    problem.script && t('studio.check.script', { script: problem.script }),
  ]
    .filter(Boolean)
    .join('，');
  return where ? `${problem.message}（${where}）` : problem.message;
}

/** Server problems as diagnostics over the whole of their line (from its first non-blank character). */
export function problemDiagnostics(doc: Text, problems: Problem[]): Diagnostic[] {
  const text = doc.toString();
  return problems.flatMap((problem) => {
    const number = lineOfProblem(text, problem);
    if (number === null) return [];
    const line = doc.line(number);
    const indent = /^\s*/.exec(line.text)?.[0].length ?? 0;
    return [{ from: Math.min(line.from + indent, line.to), to: line.to, severity: 'error', source: t('studio.tab.check'), message: problemText(problem) }];
  });
}

/**
 * The server's problems as a lint source beside the schema linter. A lint source, not
 * setDiagnostics, because each lint run replaces all diagnostics: pushed ones would vanish at
 * the next schema lint. The source re-reads the last problems against the current text, and runs
 * again as soon as new problems arrive.
 */
export const serverProblems: Extension = [
  serverProblemsField,
  linter((view) => problemDiagnostics(view.state.doc, view.state.field(serverProblemsField)), {
    delay: 100,
    needsRefresh: (update) => update.transactions.some((tr) => tr.effects.some((e) => e.is(setServerProblems))),
  }),
];
