import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './app/App';
import { requestPersistentStorage } from './features/backup/persist';
import './ui/theme.css';
import './ui/app.css';

// The library lives only in IndexedDB: ask the browser not to evict it under disk pressure.
void requestPersistentStorage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
