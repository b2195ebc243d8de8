import type { QueryObserverResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import {
  EmptyState,
  ListStates,
  LoadMoreButton,
  RefreshButton,
  useLoadErrorToast,
} from "./list-states";
import { PanelHeader } from "./panel-header";

/** One column of a list panel: its heading and what each row shows in it. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells (and its heading, unless `headClassName`). */
  className?: string;
  headClassName?: string;
  /** The cell's tooltip. */
  title?: (row: Row) => string | undefined;
}

/**
 * The admin console's list panel (decision 095): a heading with Refresh and the panel's own
 * buttons, the list's states (loading, failed with Try Again and a toast, empty) and a table
 * whose columns come from definitions, with "Load more" for a list read in pages.
 */
export function ListPanel<Data, Row>({
  title,
  description,
  buttons,
  refreshLabel,
  query,
  rowsOf,
  rowKey,
  columns,
  texts,
  pages,
  before,
  listTitle,
  children,
}: {
  title: string;
  description?: string;
  /** Beside Refresh, e.g. 'New Product'. */
  buttons?: ReactNode;
  refreshLabel: string;
  query: QueryObserverResult<Data>;
  rowsOf: (data: Data) => Row[];
  rowKey: (row: Row) => string;
  columns: readonly Column<Row>[];
  texts: { loading: string; loadFailed: string; empty: string; emptyHint?: string };
  /** A list read in pages: its "Load more" (decision 086). */
  pages?: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** Between the heading and the list, e.g. a create form. */
  before?: ReactNode;
  /** A heading over the list itself. */
  listTitle?: string;
  /** After the list: its dialogs. */
  children?: ReactNode;
}) {
  useLoadErrorToast(query.error, texts.loadFailed);
  const list = (
    <ListStates
      query={query}
      loading={texts.loading}
      failedTitle={texts.loadFailed}
      isEmpty={(data) => rowsOf(data).length === 0}
      empty={<EmptyState text={texts.empty} hint={texts.emptyHint} />}
    >
      {(data) => (
        <>
          <Table>
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHead
                    key={column.header}
                    className={column.headClassName ?? column.className}
                  >
                    {column.header}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rowsOf(data).map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((column) => (
                    <TableCell
                      key={column.header}
                      className={column.className}
                      title={column.title?.(row)}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {pages && <LoadMoreButton query={pages} />}
        </>
      )}
    </ListStates>
  );
  return (
    <section className={before ? "space-y-6" : "space-y-4"}>
      <PanelHeader title={title} description={description}>
        <RefreshButton query={query} label={refreshLabel} />
        {buttons}
      </PanelHeader>
      {before}
      {listTitle ? (
        <div className="space-y-3">
          <h3 className="text-lg font-semibold">{listTitle}</h3>
          {list}
        </div>
      ) : (
        list
      )}
      {children}
    </section>
  );
}
