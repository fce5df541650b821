/**
 * Who reads an output: the agency's team (every detail of how a figure was computed) or the
 * agency's client in the portal (the same figures, without the agency's working: no
 * statistics jargon, no rule formulas). The portal sets "client"; every other page reads
 * the default.
 */
import { createContext, useContext } from 'react';

export type OutputAudience = 'team' | 'client';

export const OutputAudienceContext = createContext<OutputAudience>('team');

export const useOutputAudience = () => useContext(OutputAudienceContext);
