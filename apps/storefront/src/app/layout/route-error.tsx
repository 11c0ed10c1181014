import { CrashScreen } from '@marketplace/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RouteErrorBoundaryProps {
  /** The page's path: moving to another page clears a crash. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface RouteErrorBoundaryState {
  readonly error: unknown;
  readonly resetKey: string;
}

/** Spec 2.8: any error thrown while rendering a page ends here, never on a blank screen. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    // A thrown null or undefined is still a crash: keep something to show.
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    // Try Again renders the same page afresh; Refresh reloads it (a chunk that failed to download
    // is only fetched again by a reload).
    return (
      <CrashScreen
        error={import.meta.env.DEV ? this.state.error : undefined}
        onRetry={() => this.setState({ error: null })}
        onRefresh={() => window.location.reload()}
      />
    );
  }
}
