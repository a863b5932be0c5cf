/** All API calls go to the same origin under /api (the dev server proxies it). */
export const API_BASE = '/api';
