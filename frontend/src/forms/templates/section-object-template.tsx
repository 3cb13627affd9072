import type { ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { Col, Row } from 'antd';

const wide = new Set(['table', 'financeTable', 'upload', 'title', 'image', 'sectionTitle', 'imageBlock', 'textarea', 'richText', 'multiLineSearch', 'dictCheckboxes', 'attachmentList', 'transferProjects']);

/** Columns of a field in the section grid: two to a row, the wide ones alone. */
export function spanOf(schema: RJSFSchema | undefined, ui: UiSchema | undefined): number {
  const options = (ui?.['ui:options'] ?? {}) as { span?: number };
  if (typeof options.span === 'number') return options.span;
  const name = ui?.['ui:field'] ?? ui?.['ui:widget'];
  if (typeof name === 'string' && wide.has(name)) return 24;
  if (schema?.type === 'array' && !name) return 24;
  return 12;
}

/** The properties of an object field in a two-column grid. */
export function SectionObjectTemplate({ properties, schema, uiSchema }: ObjectFieldTemplateProps) {
  return (
    <Row gutter={24} className="form-section-grid">
      {properties
        .filter((p) => !p.hidden)
        .map((p) => (
          <Col key={p.name} span={spanOf(schema.properties?.[p.name] as RJSFSchema, uiSchema?.[p.name] as UiSchema)}>
            {p.content}
          </Col>
        ))}
    </Row>
  );
}
