import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** Column order of a table: `ui:order` of its items, then the columns it leaves out. */
export function columnOrder(rowSchema: RJSFSchema, itemsUi: UiSchema): string[] {
  // a hidden column (the attachment row's objType) stays in the row, never shown
  const hidden = (c: string) => (itemsUi[c] as UiSchema | undefined)?.['ui:widget'] === 'hidden';
  const props = Object.keys(rowSchema.properties ?? {}).filter((c) => !hidden(c));
  const order = itemsUi['ui:order'];
  if (!Array.isArray(order)) return props;
  return [...order.filter((c: string) => props.includes(c)), ...props.filter((p) => !order.includes(p))];
}

/** The least width of a large table (its columns fixed, so that they keep their width while it scrolls). */
export function largeTableWidth(columns: number): number {
  return 64 + 96 + columns * 140;
}
