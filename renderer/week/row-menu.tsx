// What can be done with one placement's week, behind one Tab stop: fill it from the schedule, copy its
// last earlier week, add an hour type, its times and allowances, print it, open its timecard.
import { useRef } from 'react';
import type { WeekRowView } from '../../shared/api/types.ts';
import { TypeOptions } from '../hours/type-options.tsx';
import { useLanguage, useT } from '../i18n/intl.tsx';
import { choicesFor, useTypeNames } from '../placements/type-names.ts';
import { href } from '../router.ts';

export interface RowActions {
  fill(): void;
  copy(): void;
  addType(code: string): void;
  toggleTimes(): void;
  toggleAllowances(): void;
  print(): void;
}

interface Props {
  view: WeekRowView;
  shownCodes: string[];
  allowanceCount: number;
  actions: RowActions;
}

export function RowMenu({ view, shownCodes, allowanceCount, actions }: Props) {
  const t = useT();
  const { language } = useLanguage();
  const types = useTypeNames();
  const menu = useRef<HTMLDetailsElement>(null);
  const worker = view.placement.worker.name;
  const close = (then: () => void) => () => {
    menu.current?.removeAttribute('open');
    then();
  };
  const more = choicesFor(types, view.placement.rates, 'hours', language).filter(
    (c) => !shownCodes.includes(c.code),
  );
  return (
    <details className="row-menu" ref={menu}>
      <summary aria-label={`${t('common.more')}: ${worker}`}>⋯</summary>
      <div className="row-menu-items">
        <button type="button" onClick={close(actions.fill)}>
          {t('week.fillOne', { worker })}
        </button>
        <button type="button" onClick={close(actions.copy)}>
          {t('week.copyOne', { worker })}
        </button>
        <button type="button" onClick={close(actions.toggleAllowances)}>
          {t('week.allowancesOf', { worker })} ({t('week.allowanceCount', { count: allowanceCount })})
        </button>
        <button type="button" onClick={close(actions.toggleTimes)}>
          {t('week.start')} / {t('week.break')}
        </button>
        {more.length > 0 ? (
          <label>
            {t('week.addType', { worker })}{' '}
            <select
              value=""
              onChange={(e) => e.target.value && close(() => actions.addType(e.target.value))()}
            >
              <option value="">{t('week.addTypeChoose')}</option>
              <TypeOptions choices={more} />
            </select>
          </label>
        ) : null}
        <button type="button" onClick={close(actions.print)}>
          {t('week.print', { worker })}
        </button>
        {view.draftId ? <a href={href('drafts', view.draftId)}>{t('week.openDraft', { worker })}</a> : null}
      </div>
    </details>
  );
}
