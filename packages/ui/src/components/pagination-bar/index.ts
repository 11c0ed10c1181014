export { PaginationBar, type PaginationBarProps } from './pagination-bar';
