import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './app/App';
import { RecoveryScreen } from './app/RecoveryScreen';
import { openLibrary } from './db/openLibrary';
import { requestPersistentStorage } from './features/backup/persist';
import { scheduleDailyBackups } from './features/backup/daily';
import { db } from './db/db';
import { platform } from './platform';
import './ui/theme.css';
import './ui/app.css';

// The library lives only in IndexedDB: ask the browser not to evict it under disk pressure.
void requestPersistentStorage();

const root = createRoot(document.getElementById('root')!);
// The database is opened first: one that cannot be opened or upgraded gets the recovery screen
// (plain words, a raw backup, a fresh start) instead of an app with no data and no way out.
void openLibrary().then((failure) => {
  root.render(<StrictMode>{failure ? <RecoveryScreen failure={failure} /> : <App />}</StrictMode>);
  // The desktop app keeps a week of daily backups in its data folder (features/backup/daily.ts).
  if (!failure) scheduleDailyBackups(db, platform, (error) => console.warn('Daily backup failed:', error));
});
