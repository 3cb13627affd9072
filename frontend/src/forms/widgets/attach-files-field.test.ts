import { describe, expect, it } from 'vitest';
import { attachTypesOf, defaultAttachTypes, extensionOf, refuseAttach } from './attach-files-field';
import { columnOrder } from './table-columns';

describe('the attachment list files (03 §5)', () => {
  // spec: 03§5.9 03§5.8 03§7.6
  it('reads the accepted types from the parameter, the defaults when it is missing or unreadable', () => {
    expect(attachTypesOf('["PNG", ".pdf"]')).toEqual(['png', 'pdf']);
    expect(attachTypesOf(undefined)).toEqual(defaultAttachTypes);
    expect(attachTypesOf('not json')).toEqual(defaultAttachTypes);
    expect(attachTypesOf('[]')).toEqual(defaultAttachTypes);
  });

  // spec: 03§5.8
  it('refuses a type the list does not accept, a name without extension and an oversize file', () => {
    const types = attachTypesOf('["png","jpg","xlsx","txt","docx","doc","pdf"]');
    expect(refuseAttach({ name: '章程.PDF', size: 10 }, types)).toBeNull();
    expect(refuseAttach({ name: '宣传片.mp4', size: 10 }, types)).toBe('form.upload.badType');
    expect(refuseAttach({ name: 'setup.pdf.exe', size: 10 }, types)).toBe('form.upload.badType');
    expect(refuseAttach({ name: 'README', size: 10 }, types)).toBe('form.upload.badType');
    expect(refuseAttach({ name: 'big.pdf', size: 51 * 1024 * 1024 }, types)).toBe('form.upload.tooLarge');
    expect(extensionOf('a.b.Docx')).toBe('docx');
  });

  it('keeps the hidden columns of a row out of the table', () => {
    const row = { properties: { name: {}, typeName: {}, refAttachs: {}, objType: {}, objId: {} } };
    const ui = { 'ui:order': ['name', 'typeName', 'refAttachs', 'objType', 'objId'], objType: { 'ui:widget': 'hidden' }, objId: { 'ui:widget': 'hidden' } };
    expect(columnOrder(row, ui)).toEqual(['name', 'typeName', 'refAttachs']);
  });
});
