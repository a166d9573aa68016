/**
 * What `npm start` does when the browser fallback's port is taken. Browsers keep IndexedDB per
 * address, so quietly moving to another port would show the user a different, empty library:
 * either the port holds a running Sortie (open that one) or it holds something else (say so
 * and stop).
 */
export type BusyPort = { kind: 'running'; url: string } | { kind: 'other'; message: string };

/** Whether the page at `url` is Sortie's (its index names the app). */
export async function isSortieAt(url: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(2000) });
    return res.ok && /<title>Sortie<\/title>/i.test(await res.text());
  } catch {
    return false;
  }
}

export async function whenPortBusy(port: number, fetchImpl: typeof fetch = fetch): Promise<BusyPort> {
  const url = `http://127.0.0.1:${port}/`;
  if (await isSortieAt(url, fetchImpl)) return { kind: 'running', url };
  return {
    kind: 'other',
    message:
      `Port ${port} is used by another program, so Sortie cannot start there. Your library is kept per address, ` +
      `so Sortie does not move to another port by itself: stop that program, or start Sortie with SORTIE_PORT=<port> ` +
      `(and use that port every time).`,
  };
}
