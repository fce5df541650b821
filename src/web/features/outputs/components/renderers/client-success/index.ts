import type { ComponentProps } from 'react';
import { createElement } from 'react';
import type { OutputRenderers } from '../types';
import { ClientSuccessRenderer } from './client-success-renderer';

type Props = ComponentProps<typeof ClientSuccessRenderer>;
const churn = (props: Props) => createElement(ClientSuccessRenderer, { ...props, churn: true });

/** The Client Success agent's output types, each with its layout. */
export const clientSuccessRenderers: OutputRenderers = {
  client_health_review: ClientSuccessRenderer,
  churn_risk_analysis: churn,
  retention_plan: ClientSuccessRenderer,
  upsell_recommendations: ClientSuccessRenderer,
};
