import { Flex } from 'antd';
import { useState } from 'react';
import type { SysDictRow } from '../api/sys-dict';
import { SysDictChildTable } from './sys-dict-child-table';
import { SysDictParentTable } from './sys-dict-parent-table';

/**
 * /dict-vertical: the platform's system dictionary (BladeX 字典管理, top-bottom layout): the
 * dictionaries on top, the entries of the one clicked below.
 */
export function DictVerticalPage() {
  const [selected, setSelected] = useState<SysDictRow | null>(null);
  return (
    <Flex vertical gap={16} data-testid="dict-vertical-page">
      <SysDictParentTable selected={selected} onSelect={setSelected} />
      <SysDictChildTable key={selected?.id ?? ''} parent={selected} hintKey="sysDict.pickAbove" />
    </Flex>
  );
}
