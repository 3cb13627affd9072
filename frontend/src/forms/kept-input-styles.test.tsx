// The kept inputs wear antd's Input classes but are no antd Input: the renderer keeps antd's
// input styles registered for them (a file of its own: antd's style cache is per test file).
import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer } from './form-renderer';
import type { CompiledForm } from './types';

it('registers antd’s input and text area styles for a form of text fields only, with no input left in the page', async () => {
  signedIn();
  const form = {
    formId: 'styles',
    version: 1,
    title: '样式',
    nodeId: 'apply',
    mode: 'edit',
    schema: { type: 'object', properties: { name: { type: 'string', title: '名称' }, note: { type: 'string', title: '说明' } } },
    uiSchema: { 'ui:order': ['name', 'note'], name: { 'ui:options': { section: 'a' } }, note: { 'ui:widget': 'textarea', 'ui:options': { section: 'a' } } },
    sections: [{ id: 'a', title: '甲', fields: ['name', 'note'] }],
    defaults: {},
    messages: {},
    editable: ['name', 'note'],
    formats: [],
  } as unknown as CompiledForm;
  renderAt(<FormRenderer form={form} />);
  await waitFor(() => expect(document.getElementById('root_note')).toBeInTheDocument());
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  expect(css).toContain('.ant-input-outlined');
  expect(css).toContain('.ant-input-textarea-affix-wrapper');
  // the two inputs of the form, nothing else
  expect([...document.querySelectorAll('input, textarea')].map((el) => el.id)).toEqual(['root_name', 'root_note']);
});
