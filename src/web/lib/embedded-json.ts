/**
 * Reads a JSON block the server put in index.html, once: the block is removed as it is read,
 * so a later reader (after sign-out clears the query cache) asks the server again instead of
 * reusing what was true when the page loaded. Undefined when the page carries no such block
 * (the Vite dev server, a test) or it cannot be parsed.
 */
export function takeEmbeddedJson(id: string): unknown {
  const block = document.getElementById(id);
  if (!block) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
