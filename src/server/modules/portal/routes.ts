/** /api/v1/portal: the client portal, messages, approvals and reports. */
import { createRouter } from '../../lib/http';

export const portalRoutes = createRouter();
