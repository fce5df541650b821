import { generatePath, Navigate, useLocation, useParams } from 'react-router';

/**
 * A route that moved: `to` is a pattern filled from the old route's params, and the query
 * string (the active client travels in it) and hash come along.
 */
export function Redirect({ to }: { to: string }) {
  const params = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: generatePath(to, params), search, hash }} replace />;
}
