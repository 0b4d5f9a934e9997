// The placement's schedule for a timecard made in the draft editor: the day's start and break of the
// placement whose Assignment the timecard names, which the grid lays new hours out by.
import { useEffect, useState } from 'react';
import type { DayTimes } from '../../shared/timecard/clock.ts';
import { type Json, objectAt } from '../../shared/timecard/lines.ts';
import { call } from '../api/call.ts';

export function useSchedule(body: Json): DayTimes | undefined {
  const assignment = objectAt(objectAt(body, 'staffingIds'), 'assignmentId').value;
  const [schedule, setSchedule] = useState<DayTimes>();
  useEffect(() => {
    setSchedule(undefined);
    if (typeof assignment !== 'string' || assignment === '') return;
    let live = true;
    call('GET /placements', { query: { q: assignment, ended: 'include', limit: 5 } }).then(
      (page) => {
        const found = page.items.find((p) => p.assignmentId.value === assignment);
        if (!live || !found || found.schedule.start === undefined) return;
        setSchedule({
          start: found.schedule.start,
          ...(found.schedule.breakMinutes === undefined ? {} : { breakMinutes: found.schedule.breakMinutes }),
        });
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [assignment]);
  return schedule;
}
