import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { HitechApplyPage } from './hitech-apply-page';
import { HitechInfoPage } from './hitech-info-page';

const CURRENT = 'POST /api/rem-registrationbizweb/company/currentCompany';
const DETAIL = 'GET /api/rem-registrationbizweb/companyHitech/detailInfoByUUID';
const LAST = 'GET /api/rem-registrationbizweb/companyHitech/getLastEvaluationForm';
const SAVE = 'POST /api/rem-registrationbizweb/application/save';

const dossier = {
  company: { uuid: 'c-1', name: '西安秦创智能科技股份有限公司', idNumber: '91610131MA6TQC0011' },
  services: [], products: [], standing: { isRegister: 1, isListing: 0, showStatus: 0, hitechStatus: 0, hasProduct: 1 },
};
const record = (hitechStatus: number) => ({
  id: 'c-1', name: '西安秦创智能科技股份有限公司', idType: '11', idNumber: '91610131MA6TQC0011', hitechStatus,
  specialisedLevel: hitechStatus ? '专精特新板（孵化层）' : null, isRegister: 1, isListing: 0, evaluationCount: 1,
  lastEvaluation: { id: 'e-1', kind: 'fast', score: 30, resultValue: '符合创新型中小企业，建议分层：孵化层',
    ifAccordSRDI: 0, ifAccordInnovative: 1, createdAt: 1764000000 },
});

describe('the board pages (/companyHitechInfo, /companyHitechApply)', () => {
  beforeEach(() => signedIn('org'));

  // spec: 02§7.39 02§7.40
  it('shows the enterprise board record and its last evaluation', async () => {
    const api = fakeApi({ [CURRENT]: () => ({ data: dossier }), [DETAIL]: () => ({ data: record(1) }) });
    renderRoutes([{ path: '/companyHitechInfo', element: <HitechInfoPage /> }], '/companyHitechInfo');
    expect(await screen.findByTestId('board-status')).toHaveTextContent('已入板');
    expect(screen.getByText('专精特新板（孵化层）')).toBeInTheDocument();
    expect(screen.getByTestId('last-evaluation')).toHaveTextContent('符合创新型中小企业，建议分层：孵化层（30，2025-11-25）'); // 16:00 UTC is the next day in Beijing
    expect(api.of(DETAIL)[0].params).toEqual({ uuid: 'c-1' });
  });

  // spec: 02§8.15 02§4.9
  it('tells an enterprise on the board it cannot apply again', async () => {
    fakeApi({ [CURRENT]: () => ({ data: dossier }), [DETAIL]: () => ({ data: record(1) }) });
    renderRoutes([{ path: '/companyHitechApply', element: <HitechApplyPage /> }], '/companyHitechApply');
    expect(await screen.findByTestId('already-on-board')).toHaveTextContent('该企业已入板，请重新选择');
    expect(screen.queryByTestId('apply-with-evaluation')).not.toBeInTheDocument();
  });

  it('opens the board application with the last evaluation', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [CURRENT]: () => ({ data: dossier }),
      [DETAIL]: () => ({ data: record(0) }),
      [LAST]: () => ({ data: JSON.stringify({ name: '西安秦创智能科技股份有限公司', keyLink: '1' }) }),
      [SAVE]: () => ({ data: { uuid: 'u-1', bizSn: 'B1' } }),
    });
    renderRoutes([
      { path: '/companyHitechApply', element: <HitechApplyPage /> },
      { path: '/process/apply', element: <div data-testid="apply-page" /> },
    ], '/companyHitechApply');
    await user.click(await screen.findByTestId('apply-with-evaluation'));
    expect(await screen.findByTestId('apply-page')).toBeInTheDocument();
    expect(JSON.parse(api.of(SAVE)[0].data as string).formData).toMatchObject({ keyLink: '1' });
  });
});
