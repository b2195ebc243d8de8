import type { ReactNode } from "react";

/** A path or command inside a documentation table. */
export function Code({ children }: { children: string }) {
  return <code className="rounded bg-zinc-100 px-1 py-0.5 text-sm break-all">{children}</code>;
}

/** A row's heading cell: the first column names what the row is about. */
export function RowHeading({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className="py-2 pr-4 font-medium">
      {children}
    </th>
  );
}

/**
 * The documentation's generated tables share one frame: scrolls sideways on a phone, a caption for
 * screen readers, column headings, one ruled row per entry (`<tr>`s from the caller).
 */
export function DocTable({
  testId,
  caption,
  columns,
  children,
}: {
  testId: string;
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="my-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={
                  index < columns.length - 1 ? "py-2 pr-4 font-semibold" : "py-2 font-semibold"
                }
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** One entry's row. */
export function DocRow({ children }: { children: ReactNode }) {
  return <tr className="border-b border-border align-top">{children}</tr>;
}
