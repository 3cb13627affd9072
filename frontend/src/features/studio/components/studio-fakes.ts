import type { Check, DefinitionDetail, DefinitionSummary, Problem } from '../api/studio-types';

/** Fake-server keys of the studio calls. */
export const studio = (call: string, method: 'GET' | 'POST' = 'GET') => `${method} /api/rem-registrationbizweb/otc-flow/studio/${call}`;

export const latestBody = `{
  "appId": "550004",
  "name": "股份转让",
  "nodes": [
    { "id": "apply", "kind": "userTask" }
  ]
}`;

export const draftBody = `{
  "appId": "550004",
  "name": "股份转让",
  "nodes": [
    { "id": "apply", "kind": "userTask" },
    { "id": "firstReview", "kind": "userTask" }
  ]
}`;

export const summaries: DefinitionSummary[] = [
  {
    kind: 'flow', key: '550004', name: '股份转让', latestVersion: 3, publishedAt: '2026-03-01 10:00:00', hasDraft: true,
    draftBy: 'analyst_demo', running: [{ version: 2, count: 5 }, { version: 1, count: 2 }], formId: 'share_transfer',
  },
  {
    kind: 'form', key: 'share_transfer', name: '股份转让申请表', latestVersion: 2, publishedAt: '2026-02-01 09:00:00', hasDraft: false,
    draftBy: null, running: [], usedBy: ['550004', '550008'],
  },
];

export const flowDetail = (draft: boolean): DefinitionDetail => ({
  kind: 'flow',
  key: '550004',
  name: '股份转让',
  formId: 'share_transfer',
  usedBy: [],
  versions: [
    { version: 3, publishedBy: 'analyst_demo', publishedAt: '2026-03-01 10:00:00', reason: '增加复审', running: 0 },
    { version: 2, publishedBy: 'analyst_demo', publishedAt: '2026-02-01 10:00:00', reason: '调整收费', running: 5 },
    { version: 1, publishedBy: 'system', publishedAt: '2026-01-01 10:00:00', reason: '初始版本', running: 2 },
  ],
  latest: { version: 3, body: latestBody },
  draft: draft ? { body: draftBody, baseVersion: 3, updatedBy: 'analyst_demo', updatedAt: '2026-03-02 11:00:00' } : null,
});

export const problem = (p: Partial<Problem>): Problem => ({ message: '问题', node: null, field: null, line: null, script: null, ...p });

export const cleanCheck: Check = { ok: true, problems: [], graph: null };
