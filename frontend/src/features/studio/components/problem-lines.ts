import type { Problem } from '../api/studio-types';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The 1-based line of `"id": "<node>"` in a definition text, or null when the node is not there. */
export function lineOfNode(text: string, node: string): number | null {
  const match = new RegExp(`"id"\\s*:\\s*"${escapeRegExp(node)}"`).exec(text);
  if (!match) return null;
  let line = 1;
  for (let i = 0; i < match.index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/**
 * Where a server problem belongs in the text: its own `line` when the server knew it (held
 * inside the text, which may have shrunk since the check), else the line that declares its
 * node, else nowhere (the problem list still shows it).
 */
export function lineOfProblem(text: string, problem: Problem): number | null {
  const lines = text.split('\n').length;
  if (problem.line !== null && problem.line >= 1) return Math.min(problem.line, lines);
  if (problem.node) return lineOfNode(text, problem.node);
  return null;
}
