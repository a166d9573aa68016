/** The table's header buttons, from the action registry like its menus and shortcuts. */
import { headerActions, type ActionContext } from '../actions/registry';

type Props = Omit<ActionContext, 'seat' | 'target' | 'dispatch'> & { act: ActionContext['dispatch'] };

export function HeaderActions({ view, layout, act, ui, rules, legal, replaying }: Props) {
  const ctx: ActionContext = { view, layout, seat: view.viewer, dispatch: act, ui, rules, legal, replaying };
  return (
    <>
      {headerActions(ctx).map(({ action, enabled }) => {
        const label = action.label(ctx);
        return (
          <button
            key={action.id}
            type="button"
            className="btn"
            data-action={action.id}
            onClick={() => void action.run(ctx)}
            disabled={!enabled}
            title={action.keys[0]}
            aria-label={action.id === 'help' ? label : undefined}
          >
            {action.id === 'help' ? '?' : label}
          </button>
        );
      })}
    </>
  );
}
