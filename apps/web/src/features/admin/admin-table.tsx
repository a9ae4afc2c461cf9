import { ADMIN_MESSAGES } from '@kweli/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pager } from '../../components/pager.tsx';
import '../../components/data-table.css';

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
 * One page of an admin list (the audit log, the reports): loading, the load failure, the empty text, a
 * table that turns into cards on a phone, and the pager. The pages say only what their columns hold.
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
  const { query } = props;
  return (
    <div>
      <h2>{props.title}</h2>
      {query.isPending ? (
        <p className="page-loading" role="status">
          Loading…
        </p>
      ) : query.isError ? (
        <p className="alert alert-error" role="alert">
          {ADMIN_MESSAGES.loadFailed}
        </p>
      ) : query.data.results.length === 0 ? (
        <p className="empty-state">{props.empty}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="jobs-table jobs-table--cards">
              <thead>
                <tr>
                  {props.columns.map((column) => (
                    <th key={column.label} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {query.data.results.map((row) => (
                  <tr key={row.id}>
                    {props.columns.map((column) => (
                      <td key={column.label} data-label={column.label}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={props.page}
            next={query.data.next}
            previous={query.data.previous}
            onPage={props.onPage}
            label={props.pagerLabel}
          />
        </>
      )}
    </div>
  );
}
