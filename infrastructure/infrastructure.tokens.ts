export const ENVIRONMENT = Symbol('Environment');
export const DATABASE_URL = Symbol('DatabaseUrl');
