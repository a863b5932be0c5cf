export default async function teardownTestDatabase(): Promise<void> {
  const cleanup = (globalThis as Record<string, unknown>).__testDatabaseCleanup as (() => Promise<void>) | undefined;
  await cleanup?.();
}
