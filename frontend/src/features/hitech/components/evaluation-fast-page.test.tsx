import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { EvaluationFastPage, toFormData } from './evaluation-fast-page';

const QUESTIONNAIRE = 'GET /api/rem-registrationbizweb/questionnaire/detailInfoByCode';
const EVALUATE = 'POST /api/rem-registrationbizweb/companyHitech/evaluate';
const SAVE = 'POST /api/rem-registrationbizweb/application/save';

const yesNo = (i: number) => [{ id: `o-${i}-1`, code: '1', name: '是' }, { id: `o-${i}-0`, code: '0', name: '否' }];
const questionnaire = {
  id: 'q', code: 'companyHitech', name: '专精特新企业快速自评', remark: '请如实回答',
  titles: [
    { id: 't1', code: 'keyLink', name: '是否处于产业链关键环节', multiple: false, options: yesNo(1), value: null },
    { id: 't2', code: 'qualityAssurance', name: '质量管理体系认证', multiple: true, value: null,
      options: [{ id: 'o-2-0', code: '0', name: '无' }, { id: 'o-2-1', code: '1', name: 'ISO9001质量管理体系' }] },
    { id: 't3', code: 'intellectualPropertyNumber1', name: 'I类知识产权数量', multiple: false, value: null,
      options: [{ id: 'o-3-0', code: '0', name: '无' }, { id: 'o-3-1', code: '1', name: '1件' }] },
  ],
};
const INNOVATIVE = '符合创新型中小企业，建议分层：孵化层';

function open() {
  return renderRoutes([
    { path: '/evaluationFast2', element: <EvaluationFastPage /> },
    { path: '/process/apply', element: <div data-testid="apply-page" /> },
  ], '/evaluationFast2');
}

describe('the fast self-evaluation (/evaluationFast2)', () => {
  beforeEach(() => signedIn('org'));

  it('turns the answers into the evaluation form data', () => {
    expect(toFormData({ name: 'A' }, { keyLink: '1', intellectualPropertyNumber1: '1', qualityAssurance: ['0'] }))
      .toEqual({ name: 'A', keyLink: '1', intellectualPropertyNumber1: 1, qualityAssurance: ['0'] });
  });

  // spec: 02§5.13 03§5.37
  it('asks every answer, scores it on the server, shows 孵化层 and opens the board application', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [QUESTIONNAIRE]: () => ({ data: questionnaire }),
      [EVALUATE]: () => ({ data: { id: 'e-1', companyId: 'c-1', score: 30, resultValue: INNOVATIVE, ifAccordSRDI: 0,
        ifAccordInnovative: 1, formData: { name: '西安秦创智能科技股份有限公司', keyLink: '1', resultValue: INNOVATIVE } } }),
      [SAVE]: () => ({ data: { uuid: 'u-1', bizSn: 'B1' } }),
    });
    open();
    expect(await screen.findByTestId('questionnaire-name')).toHaveTextContent('专精特新企业快速自评');
    await user.click(screen.getByTestId('evaluate-button'));
    expect(await screen.findAllByText('请选择您的答案')).toHaveLength(3);
    expect(api.of(EVALUATE)).toHaveLength(0);

    await user.type(screen.getByTestId('fast-name'), '西安秦创智能科技股份有限公司');
    await user.type(screen.getByTestId('fast-id-number'), '91610131MA6TQC0011');
    await user.click(within(screen.getByTestId('question-keyLink')).getByLabelText('是'));
    const quality = within(screen.getByTestId('question-qualityAssurance'));
    await user.click(quality.getByLabelText('ISO9001质量管理体系'));
    await user.click(quality.getByLabelText('无'));
    // 无 stands alone: the other option is cleared and disabled.
    expect(quality.getByLabelText('ISO9001质量管理体系')).not.toBeChecked();
    expect(quality.getByLabelText('ISO9001质量管理体系')).toBeDisabled();
    await user.click(within(screen.getByTestId('question-intellectualPropertyNumber1')).getByLabelText('无'));
    await user.click(screen.getByTestId('evaluate-button'));

    expect(await screen.findByTestId('evaluation-result-text')).toHaveTextContent(INNOVATIVE);
    const body = JSON.parse(api.of(EVALUATE)[0].data as string);
    expect(body).toEqual({ kind: 'fast', formData: { name: '西安秦创智能科技股份有限公司', idType: '11',
      idNumber: '91610131MA6TQC0011', keyLink: '1', qualityAssurance: ['0'], intellectualPropertyNumber1: 0 } });

    await user.click(screen.getByTestId('evaluation-apply'));
    expect(await screen.findByTestId('apply-page')).toBeInTheDocument();
    const saved = JSON.parse(api.of(SAVE)[0].data as string);
    expect(saved.appId).toBe('550200');
    expect(saved.formData).toMatchObject({ keyLink: '1', resultValue: INNOVATIVE });
    expect(saved.formData.serviceInformationCsrcs[0]).toMatchObject({ serviceType: 3, serviceStatus: 1 });
  });

  // spec: 02§8.9
  it('shows the server message when the questionnaire cannot be read', async () => {
    fakeApi({ [QUESTIONNAIRE]: () => ({ status: 404, msg: '问卷不存在' }) });
    open();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('问卷不存在'));
  });
});
