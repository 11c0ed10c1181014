/** Where a notification about an order takes each side (routes of the two apps). */
export const customerOrderLink = (orderId: string) => `/customer-dashboard/order/${orderId}`;
export const providerOrdersLink = '/provider-dashboard/orders';
