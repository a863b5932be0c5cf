/** Reads an answer nobody needs to its end, so the browser finishes the request and can use its connection again. */
export function discardBody(response: Response): void {
  void response.arrayBuffer().catch(() => undefined);
}
