// Placeholder until the cart feature lands (same session): the top bar's cart icon and panel.
export function CartButton() {
  return null;
}
