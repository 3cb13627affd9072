import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { CompiledForm } from '@/forms/types';
import { ChangeDetailPage, changedRows } from './change-detail-page';

const DETAIL = 'GET /api/rem-registrationbizweb/company/changeDetail';
const COMPILED = 'GET /api/rem-registrationbizweb/otc-flow/form/compiled';

const props = ['name', 'shortName', 'registeredAddress', 'jbrName'];
const labels: Record<string, string> = { name: '企业名称', shortName: '企业简称', registeredAddress: '注册地址', jbrName: '经办人姓名' };
const form: CompiledForm = {
  formId: 'company_change',
  version: 1,
  title: '企业信息变更',
  nodeId: 'detail',
  mode: 'readonly',
  schema: { type: 'object', properties: Object.fromEntries(props.map((p) => [p, { type: 'string', title: labels[p] }])) },
  uiSchema: Object.fromEntries(props.map((p) => [p, { 'ui:title': labels[p], 'ui:readonly': true, 'ui:options': { section: p === 'jbrName' ? 'contact' : 'basic' } }])),
  sections: [
    { id: 'basic', title: '基本信息', fields: ['name', 'shortName', 'registeredAddress'] },
    { id: 'contact', title: '企业联系信息', fields: ['jbrName'] },
  ],
  defaults: {},
  messages: {},
  labels,
  editable: [],
  formats: [],
};

describe('变更详情 (/process/changeDetial)', () => {
  beforeEach(() => signedIn('org'));

  // spec: 01§2.6 01§3.9 01§2.21
  it('shows the old and new values side by side and names the changed fields', async () => {
    const server = fakeApi({
      [DETAIL]: () => ({
        data: {
          formId: 'company_change', formVersion: 1, completed: true, changed: ['registeredAddress', 'shortName'],
          before: { name: '西安秦创智能科技股份有限公司', shortName: '秦创智能', registeredAddress: '西安市高新区锦业路69号', jbrName: '李娜' },
          after: { name: '西安秦创智能科技股份有限公司', shortName: '秦创科技', registeredAddress: '西安市高新区科技路1号', jbrName: '李娜' },
        },
      }),
      [COMPILED]: () => ({ data: form }),
    });
    renderRoutes([{ path: '/process/changeDetial', element: <ChangeDetailPage /> }], '/process/changeDetial?uuid=a-1');
    const changed = await screen.findByTestId('changed-fields');
    // named in the order the form shows them, not the server's alphabetical one
    expect(within(changed).getAllByText(/.+/).map((t) => t.textContent)).toEqual(['企业简称', '注册地址']);
    expect(server.of(DETAIL)[0].params).toEqual({ uuid: 'a-1' });
    expect(within(screen.getByTestId('change-before')).getByText('秦创智能')).toBeInTheDocument();
    expect(within(screen.getByTestId('change-after')).getByText('秦创科技')).toBeInTheDocument();
    expect(screen.getByText('已办结')).toBeInTheDocument();
    // only the sections with a change, until every section is asked for
    expect(screen.queryByText('李娜')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: '显示全部信息' }));
    expect(await screen.findAllByText('李娜')).toHaveLength(2);
    // the changed fields are highlighted in both columns
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
    expect(styles).toContain('.change-detail [data-field="root_shortName"]');
  });

  // spec: 02§4.1 01§2.21
  it('marks the history rows whose old and new values differ, not the rows kept', () => {
    const kept = { qualificationCategory: '1', maketRole: '3', qualificationStatus: '1' };
    const old = { qualificationCategory: '2', financialQualification: '1', qualificationStatus: '1' };
    // the default marking is the form's, not a change; an expired row and an added one are
    expect(changedRows([kept, old], [{ ...kept, isDefault: true }, { ...old, qualificationStatus: '0' }, kept])).toEqual([1, 2]);
    expect(changedRows([kept], [kept])).toEqual([]);
    expect(changedRows([kept, old], [kept])).toEqual([1]);
    expect(changedRows('a', 'b')).toEqual([]);
  });

  it('asks for the application when none is named', () => {
    fakeApi({});
    renderRoutes([{ path: '/process/changeDetial', element: <ChangeDetailPage /> }], '/process/changeDetial');
    expect(screen.getByText('请从业务列表打开变更详情')).toBeInTheDocument();
  });
});
