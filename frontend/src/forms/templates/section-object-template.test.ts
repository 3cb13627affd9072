import { describe, expect, it } from 'vitest';
import { spanOf } from './section-object-template';

describe('the columns a field takes in its section', () => {
  it('tables, the financial tables and long texts take the whole row; other fields half', () => {
    expect(spanOf({ type: 'array' }, { 'ui:field': 'table' })).toBe(24);
    expect(spanOf({ type: 'object' }, { 'ui:field': 'financeTable' })).toBe(24);
    expect(spanOf({ type: 'string' }, { 'ui:widget': 'textarea' })).toBe(24);
    expect(spanOf({ type: 'string' }, { 'ui:widget': 'text' })).toBe(12);
  });

  it('the attachment list and the picked transfer projects are tables: the whole row (03 §5, §2)', () => {
    expect(spanOf({ type: 'array' }, { 'ui:field': 'attachmentList' })).toBe(24);
    expect(spanOf({ type: 'array' }, { 'ui:field': 'transferProjects' })).toBe(24);
  });

  it('an item\'s own span wins', () => {
    expect(spanOf({ type: 'object' }, { 'ui:field': 'financeTable', 'ui:options': { span: 12 } })).toBe(12);
  });
});
