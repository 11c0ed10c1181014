export { OrderHistorySection, type OrderHistorySectionProps } from './order-history-section';
export { OrderSection } from './order-section';
