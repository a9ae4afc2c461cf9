import { ADMIN_MESSAGES } from '@kweli/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pager } from '../../components/pager.tsx';
import '../../components/data-table.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

export interface AdminColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

interface Paged<Row> {
  results: Row[];
  next: string | null;
  previous: string | null;
}

/**
 * One page of an admin list: loading, the load failure, the empty text, the page's rows as the list
 * draws them (a table, the queue's cards), and the pager.
 */
export function AdminListPage<Row>(props: {
  query: UseQueryResult<Paged<Row>>;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  pagerLabel: string;
  children: (rows: Row[]) => ReactNode;
}) {
  const t = useT();
  const { query } = props;
  if (query.isPending) {
    return (
      <p className="page-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className="alert alert-error" role="alert">
        {messageText(ADMIN_MESSAGES.loadFailed)}
      </p>
    );
  }
  if (query.data.results.length === 0) return <p className="empty-state">{props.empty}</p>;
  return (
    <>
      {props.children(query.data.results)}
      <Pager
        page={props.page}
        next={query.data.next}
        previous={query.data.previous}
        onPage={props.onPage}
        label={props.pagerLabel}
      />
    </>
  );
}

/**
 * An admin list drawn as a table (the audit log, the reports, the employers) that turns into cards on
 * a phone. The pages say only what their columns hold.
 */
export function AdminTable<Row extends { id: number | string }>(props: {
  title: string;
  query: UseQueryResult<Paged<Row>>;
  empty: string;
  columns: AdminColumn<Row>[];
  page: number;
  onPage: (page: number) => void;
  pagerLabel: string;
}) {
  const { columns, ...list } = props;
  return (
    <div>
      <h2>{props.title}</h2>
      <AdminListPage {...list}>
        {(rows) => (
          <div className="table-scroll">
            <table className="jobs-table jobs-table--cards">
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.label} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    {columns.map((column) => (
                      <td key={column.label} data-label={column.label}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminListPage>
    </div>
  );
}
