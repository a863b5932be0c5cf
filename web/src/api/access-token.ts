/**
 * The access token lives in this module only: never in localStorage or sessionStorage, where any
 * script of the page could read it long after. A reload forgets it; the refresh cookie (httpOnly)
 * brings a new one.
 */
let accessToken: string | null = null;

export const getAccessToken = (): string | null => accessToken;

export function setAccessToken(token: string | null): void {
  accessToken = token;
}
