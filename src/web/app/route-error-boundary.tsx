import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '@/web/components/error-state';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'An unexpected error occurred.';
  return <ErrorState message={message} onRetry={() => window.location.reload()} />;
}
