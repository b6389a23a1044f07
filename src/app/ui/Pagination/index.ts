export { Pagination, type PaginationProps } from './Pagination'
export { pageWindow, type PageToken } from './pageWindow'
