/** /api/v1/white-label: the agency's brand kit, logo and favicon. */
import { createRouter } from '../../lib/http';

export const whiteLabelRoutes = createRouter();
