/** /api/v1/client-success: client health, retention, churn and recommendations. */
import { createRouter } from '../../lib/http';

export const clientSuccessRoutes = createRouter();
