// API tests hash passwords and start the application: give them room on a busy machine.
jest.setTimeout(60_000);
