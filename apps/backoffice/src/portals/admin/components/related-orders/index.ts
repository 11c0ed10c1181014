export { RelatedOrders, type RelatedOrdersProps } from './related-orders';
export {
  RELATED_ORDERS_PER_PAGE,
  useRelatedOrders,
  type RelatedOrder,
  type RelatedOrdersFilter,
} from './use-related-orders';
