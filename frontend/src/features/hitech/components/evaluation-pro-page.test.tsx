import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { EvaluationProPage } from './evaluation-pro-page';

const COMPILED = 'GET /api/rem-registrationbizweb/otc-flow/form/compiled';
const EVALUATE = 'POST /api/rem-registrationbizweb/companyHitech/evaluate';
const SRDI = '符合专精特新企业，建议分层：规范层';

const form = {
  formId: 'specialised_new', version: 1, title: '专精特新入板', nodeId: 'apply', mode: 'edit',
  schema: { type: 'object', properties: { name: { type: 'string' }, keyLink: { type: 'string' } } },
  uiSchema: { name: { 'ui:title': '企业名称' }, keyLink: { 'ui:title': '是否处于产业链关键环节' } },
  sections: [{ id: 'pingjia', title: '专业化评价', fields: ['name', 'keyLink'] }],
  defaults: { name: '西安秦创智能科技股份有限公司', keyLink: '1' }, messages: {}, editable: ['name', 'keyLink'], formats: [],
};

describe('the professional self-evaluation (/evaluationPro2)', () => {
  beforeEach(() => signedIn('org'));

  // spec: 02§2.12 02§4.10
  it('renders the board form, sends its data to be scored and shows 规范层', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [COMPILED]: () => ({ data: form }),
      [EVALUATE]: () => ({ data: { id: 'e-1', companyId: 'c-1', score: 138, resultValue: SRDI, ifAccordSRDI: 1,
        ifAccordInnovative: 1, formData: { name: '西安秦创智能科技股份有限公司' } } }),
    });
    renderRoutes([{ path: '/evaluationPro2', element: <EvaluationProPage /> }], '/evaluationPro2');
    await user.click(await screen.findByTestId('evaluate-button'));
    expect(await screen.findByTestId('evaluation-result-text')).toHaveTextContent(SRDI);
    expect(api.of(COMPILED)[0].params).toMatchObject({ formId: 'specialised_new', nodeId: 'apply' });
    const body = JSON.parse(api.of(EVALUATE)[0].data as string);
    expect(body).toMatchObject({ kind: 'pro', formData: { name: '西安秦创智能科技股份有限公司', keyLink: '1' } });
    expect(screen.getByTestId('evaluation-apply')).toBeInTheDocument();
  });

  it('shows the server refusal of a forced single choice', async () => {
    const user = userEvent.setup();
    fakeApi({
      [COMPILED]: () => ({ data: form }),
      [EVALUATE]: () => ({ status: 400, msg: '【qualityAssurance】已选择“无”，不能再选择其他选项',
        data: { errors: [{ field: 'qualityAssurance', rule: 'check', message: '已选择“无”，不能再选择其他选项', label: 'qualityAssurance' }] } }),
    });
    renderRoutes([{ path: '/evaluationPro2', element: <EvaluationProPage /> }], '/evaluationPro2');
    await user.click(await screen.findByTestId('evaluate-button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('已选择“无”，不能再选择其他选项');
  });

  // spec: 02§4.10
  it('on the real form, 无 among the certifications stands alone: it clears the others and disables them', async () => {
    const user = userEvent.setup();
    // the 550200 form as the server compiles it (forms/tests/golden/compiled.json)
    const compiled = JSON.parse(readFileSync(join(process.cwd(), '../forms/tests/golden/compiled.json'), 'utf8')) as Record<string, object>;
    const board = compiled['specialised_new/apply'] as { defaults: Record<string, unknown> };
    fakeApi({
      [COMPILED]: () => ({ data: { ...board, defaults: { ...board.defaults, corporateCredit: '5', conformsCompany: '1' } } }),
      'GET /api/blade-system/dict-biz/dictionary': () => ({ data: [] }),
    });
    renderRoutes([{ path: '/evaluationPro2', element: <EvaluationProPage /> }], '/evaluationPro2');
    const quality = (await screen.findByText('质量管理体系认证', { selector: 'label' })).closest('.ant-form-item') as HTMLElement;
    const option = (name: string) => within(quality).getByRole('checkbox', { name });
    await user.click(option('ISO9001质量管理体系'));
    await user.click(option('ISO14001环境管理体系'));
    expect(option('ISO9001质量管理体系')).toBeChecked();
    await user.click(option('无'));
    expect(option('无')).toBeChecked();
    expect(option('ISO9001质量管理体系')).not.toBeChecked();
    expect(option('ISO9001质量管理体系')).toBeDisabled();
    expect(option('ISO45001职业健康安全管理体系')).toBeDisabled();
    await user.click(option('无'));
    expect(option('ISO9001质量管理体系')).toBeEnabled();
  });
});
