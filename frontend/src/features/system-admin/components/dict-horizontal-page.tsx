import { Col, Row } from 'antd';
import { useState } from 'react';
import type { SysDictRow } from '../api/sys-dict';
import { SysDictChildTable } from './sys-dict-child-table';
import { SysDictParentTable } from './sys-dict-parent-table';

/**
 * /dict-horizontal: the platform's system dictionary (BladeX 字典管理, left-right layout): the
 * dictionaries on the left, the entries of the one clicked on the right.
 */
export function DictHorizontalPage() {
  const [selected, setSelected] = useState<SysDictRow | null>(null);
  return (
    <Row gutter={16} data-testid="dict-horizontal-page">
      <Col span={10}>
        <SysDictParentTable selected={selected} onSelect={setSelected} />
      </Col>
      <Col span={14}>
        <SysDictChildTable key={selected?.id ?? ''} parent={selected} hintKey="sysDict.pickLeft" />
      </Col>
    </Row>
  );
}
