import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer, type FormRendererHandle } from '../form-renderer';
import { singleFieldForm } from '../test/single-field-form';

function render(readonly: boolean, initialData?: Record<string, unknown>) {
  const ref = createRef<FormRendererHandle>();
  const view = renderAt(<FormRenderer ref={ref} form={singleFieldForm('demo_all_widgets/apply', 'tradePassword', readonly)} initialData={initialData} />);
  return { ref, view };
}

describe('the masked password input (03 §1)', () => {
  beforeEach(() => signedIn());

  // spec: 03§1.7
  it('shows dots while typed, and the show/hide toggle reveals and hides it', async () => {
    const { ref } = render(false);
    const input = (await screen.findByTestId('password-tradePassword')) as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('new-password');
    act(() => fireEvent.change(input, { target: { value: 'Secret#123' } }));
    await waitFor(() => expect(ref.current!.getData().tradePassword).toBe('Secret#123'));
    const toggle = () => document.querySelector('.ant-input-password-icon') as HTMLElement;
    act(() => fireEvent.click(toggle()));
    expect(input.type).toBe('text');
    act(() => fireEvent.click(toggle()));
    expect(input.type).toBe('password');
  });

  it('reads ****** when read-only, never the value', async () => {
    const { view } = render(true, { tradePassword: 'Secret#123' });
    await waitFor(() => expect(view.container.textContent).toContain('******'));
    expect(view.container.textContent).not.toContain('Secret#123');
    expect(view.container.innerHTML).not.toContain('Secret#123');
    expect(screen.queryByTestId('password-tradePassword')).not.toBeInTheDocument();
  });
});
