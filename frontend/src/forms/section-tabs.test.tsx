import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer } from './form-renderer';
import type { CompiledForm } from './types';

/** A form of plain text fields, one per section, with the given section titles. */
function formOf(titles: string[]): CompiledForm {
  const sections = titles.map((title, i) => ({ id: `s${i}`, title, fields: [`f${i}`] }));
  const properties = Object.fromEntries(sections.map((s, i) => [s.fields[0], { type: 'string' as const, title: `字段${i}` }]));
  const uiSchema = Object.fromEntries(sections.map((s) => [s.fields[0], { 'ui:options': { section: s.id } }]));
  return {
    formId: 'tabs',
    version: 1,
    title: '分节表单',
    nodeId: 'apply',
    mode: 'edit',
    schema: { type: 'object', properties },
    uiSchema: { ...uiSchema, 'ui:order': sections.map((s) => s.fields[0]) },
    sections,
    defaults: {},
    messages: {},
    editable: Object.keys(properties),
    formats: [],
  };
}

const companyTitles = ['分层申请信息', '基本信息', '人员构成信息', '控股/第一大股东信息', '实际控制人信息', '资质信息'];

describe('the right-hand tab list of the sections', () => {
  const scrolled: string[] = [];
  const afterChecks: (() => void)[] = [];
  beforeEach(() => {
    afterChecks.length = 0;
    signedIn();
    scrolled.length = 0;
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    afterChecks.push(() => expect(scrollTo).not.toHaveBeenCalled()); // the list's own animation is not used
  });
  afterEach(() => {
    for (const check of afterChecks) check();
    vi.restoreAllMocks();
  });

  // spec: 02§2.14
  it('names the titled sections in order and jumps to the one clicked', async () => {
    renderAt(<FormRenderer form={formOf([...companyTitles, ''])} />);
    const tabs = screen.getByTestId('form-section-tabs');
    const links = within(tabs).getAllByRole('link');
    // the untitled section is not listed
    expect(links.map((l) => l.textContent)).toEqual(companyTitles);
    expect(links[3]).toHaveAttribute('href', '#form-section-s3');

    await userEvent.click(within(tabs).getByRole('link', { name: '实际控制人信息' }));
    expect(scrolled).toEqual(['form-section-s4']);
    // the clicked section is the highlighted one
    expect(within(tabs).getByRole('link', { name: '实际控制人信息' })).toHaveClass('ant-anchor-link-title-active');
    // the hash is not a route: no history entry
    expect(window.location.hash).toBe('');
  });

  it('is not shown for a form of four sections or fewer', () => {
    renderAt(<FormRenderer form={formOf(companyTitles.slice(0, 4))} />);
    expect(screen.getByTestId('section-s3')).toBeInTheDocument();
    expect(screen.queryByTestId('form-section-tabs')).toBeNull();
    expect(document.querySelector('.form-renderer-aside')).toBeNull();
  });
});
