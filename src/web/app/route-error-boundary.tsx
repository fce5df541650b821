import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorState } from '@/web/components/error-state';

type Props = { pathname: string; children: ReactNode };
type State = { error: unknown };

/**
 * A page that throws while rendering (or a chunk that cannot load) shows an error with a
 * reload instead of a blank screen. Routing is declarative (decision 033), so this is React's
 * own error boundary; it clears when the user goes to another page, as a route's would.
 */
class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error !== null && previous.pathname !== this.props.pathname)
      this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const message = error instanceof Error ? error.message : 'An unexpected error occurred.';
    return <ErrorState message={message} onRetry={() => window.location.reload()} />;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary pathname={pathname}>{children}</PageErrorBoundary>;
}
