/** A locale's client messages, fetched the first time something in the browser needs them. */
const loaded = new Map<string, Promise<Record<string, unknown> | undefined>>();

export function loadClientMessages(locale: string, url: string): Promise<Record<string, unknown> | undefined> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = fetch(url)
      .then((response) =>
        response.ok ? (response.json() as Promise<Record<string, unknown>>) : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .catch((error: Error) => {
        console.error(`sitegen: could not load the "${locale}" messages from ${url}: ${error.message}`);
        loaded.delete(locale); // a later need may try again
        return undefined;
      });
    loaded.set(locale, messages);
  }
  return messages;
}
