import { describe, expect, it } from 'vitest';
import type { Problem } from '../api/studio-types';
import { lineOfNode, lineOfProblem } from './problem-lines';

const flow = `{
  "appId": "550004",
  "nodes": [
    { "id": "apply", "kind": "userTask" },
    {
      "id":"firstReview",
      "kind": "userTask"
    },
    { "id": "first.Review2", "kind": "end" }
  ]
}`;

const problem = (p: Partial<Problem>): Problem => ({ message: 'm', node: null, field: null, line: null, script: null, ...p });

describe('lineOfProblem', () => {
  it('puts a problem with only a node at the line declaring that node', () => {
    expect(lineOfProblem(flow, problem({ node: 'firstReview' }))).toBe(6);
    expect(lineOfProblem(flow, problem({ node: 'apply' }))).toBe(4);
  });

  it('prefers the line the server gave, kept inside the text', () => {
    expect(lineOfProblem(flow, problem({ line: 3, node: 'firstReview' }))).toBe(3);
    expect(lineOfProblem(flow, problem({ line: 99 }))).toBe(11);
  });

  it('places nothing for an unknown node or a problem without a place', () => {
    expect(lineOfProblem(flow, problem({ node: 'nowhere' }))).toBeNull();
    expect(lineOfProblem(flow, problem({}))).toBeNull();
  });
});

describe('lineOfNode', () => {
  it('matches the id exactly, not as a pattern or a prefix', () => {
    expect(lineOfNode(flow, 'first.Review2')).toBe(9);
    expect(lineOfNode(flow, 'first')).toBeNull();
    expect(lineOfNode(flow, 'firstXReview2')).toBeNull();
  });
});
