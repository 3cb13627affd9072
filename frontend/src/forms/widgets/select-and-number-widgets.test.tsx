import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer, type FormRendererHandle } from '../form-renderer';
import type { CompiledForm, FieldError } from '../types';
import { valueOf } from './number-widget';

// the server's own compiled forms (a Rust test keeps them current)
const compiled = JSON.parse(readFileSync(join(process.cwd(), '../forms/tests/golden/compiled.json'), 'utf8')) as Record<string, CompiledForm>;

function renderForm(key: string) {
  fakeApi({ 'GET /api/blade-system/dict-biz/dictionary': () => ({ data: [] }) });
  const ref = createRef<FormRendererHandle>();
  renderAt(<FormRenderer ref={ref} form={compiled[key]} />);
  return ref;
}

describe('a static select', () => {
  beforeEach(() => signedIn());

  it('offers its options only, never its placeholder, in a list opened on the page body', async () => {
    const ref = renderForm('share_transfer/apply');
    const select = document.getElementById('root_transfersType') as HTMLElement;
    await userEvent.click(select);
    await screen.findByTitle('协议转让');
    const labels = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(labels).not.toContain('请选择转让类型');
    expect(labels).toContain('协议转让');
    // the list is not inside the form's card, so the card's overflow cannot clip it
    const list = document.querySelector('.ant-select-dropdown') as HTMLElement;
    expect(list.parentElement?.closest('form')).toBeNull();
    await userEvent.click(screen.getByTitle('继承'));
    expect(ref.current!.getData().transfersType).toBe('4');
  });
});

describe('a number field', () => {
  beforeEach(() => signedIn());

  it('keeps -5 as typed and refuses it, never changing it to the minimum', async () => {
    const ref = renderForm('share_transfer/apply');
    const input = document.getElementById('root_transferVolume') as HTMLInputElement;
    await userEvent.type(input, '-5');
    await userEvent.tab();
    expect(input.value).toBe('-5');
    expect(ref.current!.getData().transferVolume).toBe(-5);
    let errors: FieldError[] = [];
    act(() => void (errors = ref.current!.validate()));
    expect(errors).toContainEqual({ field: 'transferVolume', rule: 'minimum', message: '请输入正整数' });
    await waitFor(() => expect(input.value).toBe('-5'));
  });

  it('keeps a decimal or letters as text, which the schema refuses', () => {
    expect(valueOf('12')).toBe(12);
    expect(valueOf(' 0 ')).toBe(0);
    expect(valueOf('')).toBeUndefined();
    expect(valueOf('1.5')).toBe('1.5');
    expect(valueOf('12a')).toBe('12a');
    expect(valueOf('99999999999999999999')).toBe('99999999999999999999');
  });
});
