export { SearchField } from './SearchField'
export type { SearchFieldProps } from './SearchField'
