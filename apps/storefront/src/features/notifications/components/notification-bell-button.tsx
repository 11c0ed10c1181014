// Placeholder until the notifications feature lands (same session): the bell in the top bar.
export function NotificationBellButton() {
  return null;
}
