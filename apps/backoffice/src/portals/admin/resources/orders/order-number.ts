/** The order number people see: the first 8 characters of its id, uppercased (spec 2.5). */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();
