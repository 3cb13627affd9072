import { Input, Table, type PaginationProps, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { PageOf } from '../api/showcase-types';
import type { PagedSearch } from '../hooks/use-paged-search';

interface Common<T> {
  paging: PagedSearch;
  /** The search box's placeholder. */
  placeholder: string;
  /** What stands left of the search box (a category switch), if anything. */
  filter?: ReactNode;
  list: { data?: PageOf<T>; isFetching: boolean };
}

type Body<T> =
  | { columns: TableColumnsType<T>; rowKey: keyof T & string }
  /** The records drawn by the caller (a list of articles, notices that unfold), with the pager given. */
  | { render: (records: T[], loading: boolean, pagination: PaginationProps) => ReactNode };

/**
 * A list of the public site: a toolbar with the search box on the right, the server's page of
 * records as a table (or as the caller draws them), and the pager with the total.
 */
export function SearchablePagedTable<T extends object>(props: Common<T> & Body<T>) {
  const { paging, placeholder, filter, list } = props;
  const records = list.data?.records ?? [];
  const pagination = paging.pagination(list.data?.total ?? 0);
  return (
    <>
      <div className="list-toolbar">
        {filter ?? <span />}
        <Input.Search placeholder={placeholder} allowClear onSearch={paging.search} style={{ width: 320 }} />
      </div>
      {'render' in props ? (
        props.render(records, list.isFetching, pagination)
      ) : (
        <Table<T> rowKey={props.rowKey} loading={list.isFetching} dataSource={records} columns={props.columns} pagination={pagination} />
      )}
    </>
  );
}
