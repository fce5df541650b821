import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEvent } from '@/shared/campaign-planning';
import { api } from '@/web/lib/api-client';
import { PLANNING_STALE_TIME, planningKeys, toQuery } from './keys';

export const getCalendar = (from: string, to: string) =>
  api<CalendarEvent[]>(`/campaign-planning/calendar${toQuery({ from, to })}`);

export const calendarQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: planningKeys.calendar(from, to),
    queryFn: () => getCalendar(from, to),
    staleTime: PLANNING_STALE_TIME,
    placeholderData: keepPreviousData,
  });

export const useCalendar = (from: string, to: string, enabled = true) =>
  useQuery({ ...calendarQueryOptions(from, to), enabled });

/** The .ics download of the same calendar (a plain link: the browser saves the file). */
export const calendarIcsUrl = '/api/v1/campaign-planning/calendar.ics';
