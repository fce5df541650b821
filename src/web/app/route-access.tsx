import type { ReactElement } from 'react';
import type { Params } from 'react-router';
import { RequireAccess } from './shell/role-guard';

/**
 * A page that only creates or changes things: a read-only role (viewer, client roles) is
 * sent to where the same things can be read, as the server would refuse the write anyway.
 */
export const writersOnly = (
  element: ReactElement,
  redirectTo: string | ((params: Params) => string),
) => (
  <RequireAccess permission="content:write" redirectTo={redirectTo}>
    {element}
  </RequireAccess>
);
export const toCampaign = (params: Params) => `/campaigns/${params.campaignId ?? ''}`;
