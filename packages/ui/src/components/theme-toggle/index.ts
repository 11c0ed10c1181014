export { ConnectedThemeToggle, ThemeToggle, type ThemeToggleProps } from './theme-toggle';
