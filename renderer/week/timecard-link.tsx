// "Timecard for this week" from an Assignment: the week page, opened at this week on the row of the
// placement the Assignment keeps current.
import { useEffect, useState } from 'react';
import { isoWeekOf, today } from '../../shared/timecard/calendar.ts';
import { call } from '../api/call.ts';
import { useT } from '../i18n/intl.tsx';
import { navigate } from '../router.ts';

export function TimecardLink({ assignment }: { assignment: Record<string, unknown> }) {
  const t = useT();
  const number = (assignment.documentId as { value?: string } | undefined)?.value ?? '';
  const [placement, setPlacement] = useState<string>();
  useEffect(() => {
    if (!number) return;
    call('GET /placements', { query: { q: number, ended: 'include' } }).then(
      (page) => setPlacement(page.items.find((p) => p.assignmentId.value === number)?.id),
      () => setPlacement(undefined),
    );
  }, [number]);
  if (!placement) return null;
  return (
    <button type="button" className="primary" onClick={() => navigate('week', isoWeekOf(today()), placement)}>
      {t('week.forThisWeek')}
    </button>
  );
}
