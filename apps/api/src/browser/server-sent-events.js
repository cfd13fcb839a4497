/**
 * The events of a Server-Sent Events answer read from a fetch body (EventSource cannot POST):
 * blocks split on a blank line, `event`/`id`/`data` fields read, comments (keep-alives) skipped.
 * @typedef {{ event: string, id: string | undefined, data: string }} ServerSentEvent
 * @param {ReadableStream<Uint8Array>} body
 * @returns {AsyncGenerator<ServerSentEvent>}
 */
export async function* serverSentEvents(body) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      /** @type {ServerSentEvent} */
      const event = { event: 'message', id: undefined, data: '' };
      const data = [];
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event.event = value;
        else if (field === 'id') event.id = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length === 0) continue;
      event.data = data.join('\n');
      yield event;
    }
  }
}
