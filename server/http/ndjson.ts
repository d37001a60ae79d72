import "server-only";

/**
 * A streamed response of newline-delimited JSON: one event per line, written as each is produced
 * and only as fast as the client reads. `onCancel` runs when the client goes away (the browser
 * aborted the fetch or the connection closed), so the producer can stop its work.
 */
export function ndjsonResponse(
  events: AsyncIterable<unknown>,
  { onCancel }: { onCancel: () => void },
): Response {
  const encoder = new TextEncoder();
  const iterator = events[Symbol.asyncIterator]();
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (cancelled) return;
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
    },
    cancel() {
      cancelled = true;
      onCancel();
      void iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      // Proxies such as nginx would otherwise hold the deltas back until the answer is complete.
      "X-Accel-Buffering": "no",
    },
  });
}
