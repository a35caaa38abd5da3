// A test's server-sent event client: opens a stream with fetch and collects its text as it arrives.

export interface OpenStream {
  res: Response;
  /** Everything received so far. */
  text(): string;
  close(): void;
}

export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  let text = '';
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          text += decoder.decode(value);
        }
      } catch {
        // aborted
      }
    })();
  }
  return { res, text: () => text, close: () => controller.abort() };
}

/** Waits until `check` holds or `ms` passed (the caller then asserts); resolves with the time taken. */
export async function until(check: () => boolean, ms: number): Promise<number> {
  const start = performance.now();
  while (!check() && performance.now() - start < ms) await new Promise((r) => setTimeout(r, 20));
  return performance.now() - start;
}
