import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './app/App';
import { RecoveryScreen } from './app/RecoveryScreen';
import { openLibrary, removeStagingDatabases } from './db/openLibrary';
import { requestPersistentStorage } from './features/backup/persist';
import { scheduleDailyBackups } from './features/backup/daily';
import { markLibrary } from './db/safekeeping/marker';
import { scheduleSnapshots } from './db/safekeeping/snapshot';
import { db } from './db/db';
import { platform } from './platform';
import './ui/theme.css';
import './ui/app.css';

// The library lives only in IndexedDB: ask the browser not to evict it under disk pressure.
void requestPersistentStorage();
// Restores a crash cut short leave their staging databases behind.
void removeStagingDatabases();

const root = createRoot(document.getElementById('root')!);
// The database is opened first: one that cannot be opened or upgraded, was made by a newer
// Sortie, or is missing where Sortie had a library gets the recovery screen (plain words, a raw
// backup, the local snapshot, a fresh start) instead of an app with no data and no way out.
void openLibrary().then((failure) => {
  root.render(<StrictMode>{failure ? <RecoveryScreen failure={failure} /> : <App />}</StrictMode>);
  if (failure) return;
  // From now on a missing database is a lost library, not a first start (db/safekeeping).
  void markLibrary();
  scheduleSnapshots(db, (error) => console.warn('Local snapshot failed:', error));
  // The desktop app keeps a week of daily backups in its data folder (features/backup/daily.ts).
  scheduleDailyBackups(db, platform, (error) => console.warn('Daily backup failed:', error));
});
