export { CartLine, type CartLineProps, type CartLineData } from './cart-line';
export { CartLineImage, type CartLineImageProps } from './cart-line-image';
