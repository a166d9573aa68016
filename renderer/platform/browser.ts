/**
 * The bridge for a plain browser: file open through a hidden <input type=file>,
 * save through a download. Same contract as Electron's preload.
 */
import { decodeText } from '../../engine/text/decode';
import type {
  HostedGames,
  MenuCommand,
  OpenedFile,
  OpenFilesRequest,
  SaveFileRequest,
  SortieBridge,
} from '../../electron/bridge';

function accept(request: OpenFilesRequest): string {
  return request.filters.flatMap((f) => f.extensions.filter((e) => e !== '*').map((e) => `.${e}`)).join(',');
}

async function readFile(file: File, as: OpenFilesRequest['as']): Promise<OpenedFile> {
  return as === 'text'
    ? { name: file.name, text: decodeText(new Uint8Array(await file.arrayBuffer())) }
    : { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

export function pickFiles(request: OpenFilesRequest): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.multiple = request.multiple;
    input.accept = accept(request);
    input.style.display = 'none';
    input.dataset.testid = 'platform-file-input';
    input.addEventListener('change', () => {
      resolve(Array.from(input.files ?? []));
      input.remove();
    });
    input.addEventListener('cancel', () => {
      resolve([]);
      input.remove();
    });
    document.body.append(input);
    input.click();
  });
}

const menuListeners = new Set<(command: MenuCommand) => void>();

/** Lets in-page shortcuts reuse the same command path as the native menu. */
export function emitMenuCommand(command: MenuCommand): void {
  menuListeners.forEach((listener) => listener(command));
}

export const browserBridge: SortieBridge = {
  async appInfo() {
    return { name: 'Sortie', version: __APP_VERSION__, shell: 'browser', platform: navigator.platform };
  },
  async openFiles(request) {
    const files = await pickFiles(request);
    return Promise.all(files.map((f) => readFile(f, request.as)));
  },
  async saveFile(request: SaveFileRequest) {
    const blob = request.bytes
      ? new Blob([request.bytes as Uint8Array<ArrayBuffer>], { type: request.mime ?? 'application/octet-stream' })
      : new Blob([request.text ?? ''], { type: 'text/plain;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = request.suggestedName;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return { saved: true, location: request.suggestedName };
  },
  // A browser has no folder of the app's own: backups there are the ones the user saves.
  async saveDailyBackup() {
    return { saved: false };
  },
  // The `npm start` fallback server hosts games for the page it serves (scripts/serve.ts).
  async hostGames(request) {
    const response = await fetch('/online/host', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
    const body = (await response.json().catch(() => ({}))) as HostedGames & { error?: string };
    if (!response.ok) throw new Error(body.error ?? `The app's server answered ${response.status}.`);
    return body;
  },
  onMenuCommand(listener) {
    menuListeners.add(listener);
    return () => menuListeners.delete(listener);
  },
};
