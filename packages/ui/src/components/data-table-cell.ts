import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table';

/** A cell's content: the column's render, else the row's property named by the column's key. */
export function cellOf<T>(column: DataTableColumn<T>, row: T, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '' : String(value);
}
