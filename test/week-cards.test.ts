// "Copy last week" however old the last week is: a placement's last earlier timecard is found among
// 10,000 others by one seek on the week cards' primary key, not by a scan of recent drafts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Desk, openDesk } from '../main/placements/desk.ts';
import { previousWeek } from '../main/placements/week.ts';
import { openConnection } from '../main/store/connection.ts';
import { Counterparties } from '../main/store/counterparties.ts';
import { Store } from '../main/store/store.ts';
import { BEFORE_SQL } from '../main/store/week-cards.ts';
import { addDays, isoWeekOf, mondayOfWeek } from '../shared/timecard/calendar.ts';
import { buildTimecard, emptyRow, setMinutes } from '../shared/timecard/week-card.ts';
import { agency, samplePlacement } from './support/placements.ts';
import { tempDir } from './support/temp.ts';

let store: Store;
let desk: Desk;
let oldId: string;

beforeAll(() => {
  store = Store.open(tempDir('setu-week-cards-'), { backgroundCheckpoint: false });
  const db = openConnection(store.file);
  desk = openDesk(db, new Counterparties(db));
  const content = (body: Record<string, unknown>) => ({
    family: 'Timecard',
    version: '2.0',
    body,
    title: 'Timecard',
    summary: '',
    issues: [],
  });
  db.transaction(() => {
    const old = samplePlacement({ assignmentId: { value: 'A-OLD', schemeAgencyId: 'Supplier' } });
    oldId = desk.placements.save(old, { kind: 'draft', id: 'x', revision: 1 }).id;
    const week = '2024-W10';
    const row = setMinutes(emptyRow(), 'HT100', mondayOfWeek(week) as string, 450);
    const body = buildTimecard({ placement: { ...old, id: oldId }, agency, week }, row);
    desk.cards.add(oldId, week, desk.drafts.create(content(body)).id);
    // 200 other placements with 50 recent weeks each: 10,000 newer timecards.
    for (let p = 0; p < 200; p++) {
      const other = samplePlacement({ assignmentId: { value: `A-${p}`, schemeAgencyId: 'Supplier' } });
      const id = desk.placements.save(other, { kind: 'draft', id: `d${p}`, revision: 1 }).id;
      for (let w = 0; w < 50; w++) {
        const draft = desk.drafts.create(content({ documentId: { value: `TC-${p}-${w}` } }));
        desk.cards.add(id, isoWeekOf(addDays('2025-12-01', w * 7)), draft.id);
      }
    }
  })();
});
afterAll(() => store.close());

describe('the last earlier week', () => {
  it('is found however old, moved to the week asked for', () => {
    const found = previousWeek(desk, '2026-W49', oldId);
    expect(found?.week).toBe('2024-W10');
    expect(found?.row.hours).toEqual({ HT100: { [mondayOfWeek('2026-W49') as string]: 450 } });
  });

  it('is one seek on the primary key, whatever the number of cards', () => {
    const plan = (
      desk.db.prepare(`EXPLAIN QUERY PLAN ${BEFORE_SQL}`).all(oldId, '2026-W49') as { detail: string }[]
    )
      .map((r) => r.detail)
      .join('; ');
    expect(plan).toMatch(/^SEARCH week_cards USING PRIMARY KEY \(placement=\? AND week<\?\)$/);
  });
});
