import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer, type FormRendererHandle } from '../form-renderer';
import { goldenCompiled } from '../test/single-field-form';
import type { CompiledForm } from '../types';
import { fillUrl } from './qr-code-widget';

const demo = goldenCompiled['demo_all_widgets/apply'];
const url = '/api/rem-registrationbizweb/statement/shortLink?uuid=app-1';

/** The demo form's 业务编号 and its 凭证二维码, a form of their own. */
function qrForm(): CompiledForm {
  const props = ['applicationUuid', 'voucherQr'];
  const schema = demo.schema as { properties: Record<string, unknown> };
  const ui = demo.uiSchema as Record<string, unknown>;
  return {
    ...demo,
    schema: { ...demo.schema, properties: Object.fromEntries(props.map((p) => [p, schema.properties[p]])), required: [], allOf: [] },
    uiSchema: { 'ui:order': props, ...Object.fromEntries(props.map((p) => [p, ui[p]])) },
    sections: [{ id: 'qr', title: '凭证二维码', fields: props }],
    defaults: {},
    editable: props,
  } as CompiledForm;
}

function render(initialData?: Record<string, unknown>) {
  const ref = createRef<FormRendererHandle>();
  renderAt(<FormRenderer ref={ref} form={qrForm()} initialData={initialData} />);
  return ref;
}

describe('the QR-code widget (03 §7, §9)', () => {
  beforeEach(() => signedIn());

  it('fills the configured URL from the form and waits while a value is missing', () => {
    expect(fillUrl('/x?uuid={applicationUuid}', { applicationUuid: ' a b ' })).toBe('/x?uuid=a%20b');
    expect(fillUrl('/x?uuid={applicationUuid}', {})).toBeUndefined();
  });

  // spec: 03§9.12 03§1.7
  it('GETs the configured URL and shows data.shortLink as a 120 × 120 code with the link beneath', async () => {
    const link = 'http://localhost/process_pdf?uuid=app-1';
    const api = fakeApi({ [`GET ${url}`]: () => ({ data: { shortLink: link } }) });
    render({ applicationUuid: 'app-1' });
    const code = await screen.findByTestId('qr-voucherQr-code');
    const svg = code.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('120');
    expect(svg.getAttribute('height')).toBe('120');
    expect(screen.getByTestId('qr-voucherQr-text')).toHaveTextContent(link);
    expect(api.of(`GET ${url}`)).toHaveLength(1);
  });

  it('says 获取二维码失败 when the call fails, and 暂无二维码 before the form names the business', async () => {
    fakeApi({ [`GET ${url}`]: () => ({ status: 500, success: false, msg: '服务器错误' }) });
    render();
    expect(await screen.findByTestId('qr-voucherQr-waiting')).toHaveTextContent('暂无二维码');
    act(() => fireEvent.change(document.getElementById('root_applicationUuid') ?? screen.getAllByRole('textbox')[0], { target: { value: 'app-1' } }));
    await waitFor(() => expect(screen.getByTestId('qr-voucherQr-error')).toHaveTextContent('获取二维码失败'));
    expect(screen.queryByTestId('qr-voucherQr-code')).not.toBeInTheDocument();
  });
});
