export { DataGrid, type DataGridProps, type GridAdd, type GridUser } from './DataGrid'
export { createGridClient, defaultGridClient, type GridClient, type TablePreference } from './client'
export type { CellMapEntry, ColumnFilter, GridColumn, GridRow, ListResponse, SortKey } from './types'
export { firstPageQueryOptions, pageQueryOptions } from './queries'
