import { DEMO_ACCOUNTS } from '../../infrastructure/persistence/seed/demo-school.data';
import type { Environment } from '../../infrastructure/config/environment';

/** What a person who just typed `npm start` needs: where to go, on which database, and how to sign in. */
export function startBanner(environment: Environment, port: number): string {
  const database = environment.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${environment.dataDir}`;
  const lines = [`QuestLearn is running at http://localhost:${port} on ${database}`];
  if (environment.seedDemoSchool) {
    lines.push('Demo accounts (username / password):');
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) lines.push(`  ${role.padEnd(8)} ${account.username} / ${account.password}`);
  }
  return lines.join('\n');
}
