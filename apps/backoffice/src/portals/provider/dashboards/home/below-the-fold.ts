// What Home shows below its tiles, loaded in one chunk behind skeletons (index.tsx): the earnings
// chart (MUI X Charts), the recent orders and the rating card. One chunk rather than one per
// part: every extra lazy entry makes Rolldown cut the shared MUI chunks differently, which cost the
// admin portal's first load 1 to 2 KB gzip when the parts had chunks of their own.
export { EarningsChart } from './earnings-chart';
export { RatingCard } from './rating-card';
export { RecentOrders } from './recent-orders';
