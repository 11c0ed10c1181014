export * from './theme';
export * from './components/status-badge';
