export { ResponsiveList, type ResponsiveListProps } from './responsive-list';
export type { ResponsiveListColumn } from './responsive-list-types';
