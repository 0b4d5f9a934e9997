// What can be done with one placement's week, behind one Tab stop: fill it with the schedule's normal
// hours or everything as its last week, add an hour type, its times and allowances, print it, open its
// timecard. An item that closes the menu leaves the focus on the menu's button, or where the page puts
// it next (the line just added, the allowances just opened): never on the page's body.
import { useRef } from 'react';
import type { WeekRowView } from '../../shared/api/types.ts';
import { useLanguage, useT } from '../i18n/intl.tsx';
import { choiceLabel, choicesFor, useTypeNames } from '../placements/type-names.ts';
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
    menu.current?.querySelector('summary')?.focus();
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
          // Buttons rather than a select: a closed select changes with every arrow key, which would
          // add the first type the clerk passed on the way to the one they meant.
          <fieldset className="row-menu-types">
            <legend className="muted">{t('week.addType', { worker })}</legend>
            {more.map((c) => (
              <button key={c.code} type="button" onClick={close(() => actions.addType(c.code))}>
                {choiceLabel(c)}
              </button>
            ))}
          </fieldset>
        ) : null}
        <button type="button" onClick={close(actions.print)}>
          {t('week.print', { worker })}
        </button>
        {view.draftId ? <a href={href('drafts', view.draftId)}>{t('week.openDraft', { worker })}</a> : null}
      </div>
    </details>
  );
}
