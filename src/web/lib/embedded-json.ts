/**
 * Reads a JSON block the server put in index.html (`{ path, value }`), once: the block is
 * removed as it is read, so a later reader (after sign-out clears the query cache) asks the
 * server again. The value holds for the page the server rendered it for only: by the time
 * another page first reads it, a sign-in or a set-up may have changed what it describes.
 * Undefined when there is no page (rendering ahead of time), it carries no such block (the
 * Vite dev server, a test), it was rendered for another path, or it cannot be parsed.
 */
export function takeEmbeddedJson(id: string): unknown {
  // Rendering ahead of time (entry-server.tsx) there is no page to read.
  if (typeof document === 'undefined') return undefined;
  const block = document.getElementById(id);
  if (!block) return undefined;
  block.remove();
  try {
    const embedded = JSON.parse(block.textContent ?? '') as { path?: unknown; value?: unknown };
    return embedded.path === window.location.pathname ? embedded.value : undefined;
  } catch {
    return undefined;
  }
}
