// Placeholder: the page lands later this session.
export function Component() {
  return null;
}
