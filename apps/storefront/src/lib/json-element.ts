// The JSON a server render puts into the document for the browser (entry-server.tsx writes it in
// `<script type="application/json">` elements): the page's data and the texts it shows.

/** The parsed content of the element `id`, or undefined when it is missing, empty or not JSON. */
export function readJsonElement(id: string, doc: Document = document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
