/** Play → Online: the forms until a room is joined, then its table. */
import { platform } from '../../platform';
import { OnlineStart } from './OnlineStart';
import { OnlineTable } from './OnlineTable';
import { useOnline } from './useOnline';
import './online.css';

export function OnlinePlay({ onBack }: { onBack(): void }) {
  const online = useOnline();
  if (online.client)
    return (
      <OnlineTable
        client={online.client}
        hosted={online.hosted}
        server={online.server}
        onLeave={() => void online.leave()}
        onReconnect={online.reconnect}
      />
    );
  return (
    <OnlineStart
      busy={online.busy}
      error={online.error}
      kept={online.kept}
      canHost={!!platform.hostGames}
      onHost={(c) => void online.host(c)}
      onJoin={(c) => void online.join(c)}
      onRejoin={(s) => void online.rejoin(s)}
      onBack={onBack}
    />
  );
}
