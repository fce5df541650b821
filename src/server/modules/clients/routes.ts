/** /api/v1/clients: an agency's clients and the client procedures. */
import { createRouter } from '../../lib/http';

export const clientRoutes = createRouter();
