// IndexedDB for Dexie in unit tests; each test file gets a fresh in-memory database.
import 'fake-indexeddb/auto';
import '../i18n';
