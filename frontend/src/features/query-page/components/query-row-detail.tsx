import { Descriptions, Drawer } from 'antd';
import type { QueryColumn, QueryRow } from '../api/query-page';
import { cellText } from './query-cell';

/** A row of a source without a page of its own (an enterprise of 综合企业查询), every column in full. */
export function QueryRowDetail({ title, columns, row, onClose }: { title: string; columns: QueryColumn[]; row: QueryRow | null; onClose: () => void }) {
  return (
    <Drawer open={row !== null} title={title} width={560} onClose={onClose} data-testid="query-row-detail">
      {row && (
        <Descriptions column={1} bordered size="small">
          {columns.map((column) => (
            <Descriptions.Item key={column.prop} label={column.label}>
              {cellText(column, row)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Drawer>
  );
}
