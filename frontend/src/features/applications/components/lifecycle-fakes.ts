import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UserTask } from '@/api/get-user-tasks';
import type { CompiledForm } from '@/forms/types';
import type { ApplicationDetail } from '../api/lifecycle-types';

/** The server's own compiled share transfer form (forms/tests/golden/compiled.json), for the screens' tests. */
export function shareTransferForm(node: 'apply' | 'PreliminaryApprove'): CompiledForm {
  const all = JSON.parse(readFileSync(join(process.cwd(), '../forms/tests/golden/compiled.json'), 'utf8')) as Record<string, CompiledForm>;
  return all[`share_transfer/${node}`];
}

export const transferData = { transfersType: '2', productCode: '100001', accountNumberOut: '2000000001', accountNumberIn: '1000000001', transferVolume: 1000 };

export function detailOf(extra: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    uuid: 'u-1',
    bizSn: 'BIZ0001',
    appId: '550004',
    formId: 'share_transfer',
    bizTypeName: '股份转让',
    status: 'running',
    currentNode: 'PreliminaryApprove',
    formData: transferData,
    history: [{ at: 1_700_000_000_000, actor: 'personal_demo', node: 'apply', task: null, event: 'started', memo: null }],
    tasks: [],
    chainHash: null,
    ext5: null,
    ...extra,
  };
}

export function taskOf(extra: Partial<UserTask> = {}): UserTask {
  return {
    uuid: 'u-1', bizSn: 'BIZ0001', appId: '550004', bizTypeName: '股份转让', taskNo: 7, nodeId: 'PreliminaryApprove', nodeName: '初审',
    openedAt: 1_700_000_000_000, applicantId: 'x', taskItemState: 'todo', ...extra,
  };
}

/** A form of the server's golden compilations (forms/tests/golden/compiled.json) by "formId/node". */
export function compiledOf(key: string): CompiledForm {
  const all = JSON.parse(readFileSync(join(process.cwd(), '../forms/tests/golden/compiled.json'), 'utf8')) as Record<string, CompiledForm>;
  return all[key];
}

/** The workflowform answer of a business whose form is `formId` at apply. */
export function workflowOf(appId: string, bizTypeName: string, formId: string, defaults: Record<string, unknown> = {}) {
  return { appId, bizTypeName, formId, nodeId: 'apply', form: compiledOf(`${formId}/apply`), defaults };
}

/** A completed 550115 application (final_node_application). */
export const finalNodeApp = detailOf({
  appId: '550115', bizSn: 'BIZ0115', uuid: 'u-115', formId: 'final_node_application', bizTypeName: '业务申请（末节点决定去向）',
  status: 'approved', currentNode: null, completedAt: 1_700_000_100_000, formData: { projectName: '秦创二期', remark: '加急' },
});
