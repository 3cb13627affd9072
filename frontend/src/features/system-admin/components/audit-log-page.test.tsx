import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { AuditEntry } from '../api/audit-log';
import { changedFields } from './audit-diff';
import { AuditLogPage } from './audit-log-page';

const LIST = 'GET /api/blade-system/audit-log/list';
const record = { id: 'd9', code: 'riskLevel', dictKey: 'C1', dictValue: '保守型', sort: 1 };
const actor = { actorId: 'u-admin', actorAccount: 'admin', actorName: '管理员', entity: 'dict-biz', entityId: 'd9' };
const entries: AuditEntry[] = [
  { id: 'a3', ...actor, at: 1_795_000_200, action: 'remove', before: { ...record, dictValue: '谨慎型' }, after: null },
  { id: 'a2', ...actor, at: 1_795_000_100, action: 'update', before: record, after: { ...record, dictValue: '谨慎型' } },
  { id: 'a1', ...actor, at: 1_795_000_000, action: 'create', before: null, after: record },
];

const open = () => renderRoutes([{ path: '/system/auditLog', element: <AuditLogPage /> }], '/system/auditLog');
const row = (id: string) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;

describe('/system/auditLog', () => {
  beforeEach(() => signedIn('mgr'));

  it('shows who changed what and when, with the fields before and after', async () => {
    fakeApi({ [LIST]: () => ({ data: { records: entries, total: 3, current: 1, size: 10 } }) });
    open();
    await waitFor(() => expect(row('a2')).not.toBeNull());
    const update = row('a2');
    expect(within(update).getByText('管理员（admin）')).toBeInTheDocument();
    expect(within(update).getByText('业务字典')).toBeInTheDocument();
    expect(within(update).getByText('修改')).toBeInTheDocument();
    expect(within(update).getByText('2026-11-18 19:08:20')).toBeInTheDocument();
    // only the changed field, before and after
    const changes = within(update).getByTestId('audit-changes-a2');
    expect(changes).toHaveTextContent('字典名称：保守型 → 谨慎型');
    expect(changes).not.toHaveTextContent('字典编码');
    expect(within(row('a1')).getByText('新增')).toBeInTheDocument();
    expect(within(row('a1')).getByTestId('audit-changes-a1')).toHaveTextContent('字典键值：C1');
    expect(within(row('a3')).getByText('删除')).toBeInTheDocument();
  });

  it('filters by actor', async () => {
    const api = fakeApi({ [LIST]: () => ({ data: { records: [], total: 0, current: 1, size: 10 } }) });
    open();
    await waitFor(() => expect(api.of(LIST)).toHaveLength(1));
    await userEvent.type(screen.getByTestId('audit-filter-actor'), ' admin ');
    await userEvent.click(screen.getByTestId('audit-search'));
    await waitFor(() => expect(api.of(LIST).at(-1)?.params).toEqual({ current: 1, size: 10, actor: 'admin' }));
  });
});

describe('changedFields', () => {
  it('lists every field of a creation or removal and only the changed ones of an update', () => {
    expect(changedFields(null, { id: 'x', code: 'a', sort: 1 })).toEqual([
      { field: 'code', before: '', after: 'a' },
      { field: 'sort', before: '', after: '1' },
    ]);
    expect(changedFields({ id: 'x', code: 'a', sort: 1 }, { id: 'x', code: 'a', sort: 2 })).toEqual([{ field: 'sort', before: '1', after: '2' }]);
    expect(changedFields({ code: 'a' }, null)).toEqual([{ field: 'code', before: 'a', after: '' }]);
  });
});
