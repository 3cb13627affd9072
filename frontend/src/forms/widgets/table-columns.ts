import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** Column order of a table: `ui:order` of its items, then the columns it leaves out. */
export function columnOrder(rowSchema: RJSFSchema, itemsUi: UiSchema): string[] {
  const props = Object.keys(rowSchema.properties ?? {});
  const order = itemsUi['ui:order'];
  if (!Array.isArray(order)) return props;
  return [...order.filter((c: string) => props.includes(c)), ...props.filter((p) => !order.includes(p))];
}

/** The least width of a large table (its columns fixed, so that they keep their width while it scrolls). */
export function largeTableWidth(columns: number): number {
  return 64 + 96 + columns * 140;
}
