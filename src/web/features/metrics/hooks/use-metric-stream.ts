/**
 * The real-time metric events over server-sent events. The browser's EventSource reconnects
 * by itself after a drop and sends Last-Event-ID, so the server replays what was missed; when
 * it gives up (the answer was not a stream), a new one is opened after a pause, from the
 * last id seen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { METRIC_EVENT_NAME, metricEventSchema, type MetricEvent } from '@/shared/metrics';
import { metricsKeys } from '../api/metrics';

export type StreamStatus = 'connecting' | 'live' | 'reconnecting';
const FEED_SIZE = 20;
const REOPEN_MS = 3_000;

export function useMetricStream() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [events, setEvents] = useState<MetricEvent[]>([]);
  const lastId = useRef<number | null>(null);

  useEffect(() => {
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = () => {
      const query = lastId.current === null ? '' : `?last_event_id=${lastId.current}`;
      source = new EventSource(`/api/v1/metrics/stream${query}`);
      source.addEventListener('ready', () => setStatus('live'));
      source.addEventListener(METRIC_EVENT_NAME, (message) => {
        const parsed = metricEventSchema.safeParse(JSON.parse((message as MessageEvent).data));
        if (!parsed.success) return;
        const event = parsed.data;
        lastId.current = Math.max(lastId.current ?? 0, event.id);
        setStatus('live');
        setEvents((feed) =>
          feed.some((e) => e.id === event.id) ? feed : [event, ...feed].slice(0, FEED_SIZE),
        );
        // The tiles and charts recompute on the server (summarizeMetrics) with the new days.
        void queryClient.invalidateQueries({ queryKey: metricsKeys.series });
      });
      source.onerror = () => {
        if (stopped) return;
        setStatus('reconnecting');
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, REOPEN_MS);
        }
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, [queryClient]);

  return { status, events };
}
