/** `?`: every shortcut, straight from the action registry, grouped as in the menus. */
import { useTranslation } from 'react-i18next';
import { ACTIONS } from '../actions/registry';
import type { GameLayout } from '../table/layouts';
import { Dialog } from './Dialog';

export function HelpOverlay({ layout, onClose }: { layout: GameLayout; onClose(): void }) {
  const { t } = useTranslation('play');
  const actions = ACTIONS.filter((a) => !a.games || a.games.includes(layout.game));
  const groups = [...new Set(actions.map((a) => a.group))];
  return (
    <Dialog title={t('screen.shortcuts')} onClose={onClose} wide>
      <p className="pf-dim">{t('help.intro')}</p>
      <div className="pf-help-grid">
        {groups.map((g) => (
          <section key={g}>
            <h3>{t(`action.group.${g}` as never)}</h3>
            <dl>
              {actions
                .filter((a) => a.group === g)
                .map((a) => (
                  <div key={a.id} className="pf-help-row" data-action={a.id}>
                    <dt>
                      {a.keys.map((k) => (
                        <kbd key={k}>{k}</kbd>
                      ))}
                    </dt>
                    <dd>{a.label({ layout })}</dd>
                  </div>
                ))}
            </dl>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
