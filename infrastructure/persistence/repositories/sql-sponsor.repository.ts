import type {
  NewPledge,
  SponsoredContentRecord,
  SponsorProfileChanges,
  SponsorProfileRecord,
  SponsorRepository,
  SponsorTotals,
} from '../../../application/sponsors/sponsor.repository.port';
import type { Sql } from '../sql';

type ProfileRow = {
  id: number;
  username: string;
  company_name: string | null;
  contact_person: string | null;
  website: string | null;
  description: string | null;
  total_donated: string;
};

type SponsoredRow = {
  id: number;
  content_id: number;
  title: string;
  category: SponsoredContentRecord['content']['category'];
  type: SponsoredContentRecord['content']['type'];
  token_price: number;
  teacher_username: string;
  teacher_first_name: string | null;
  teacher_last_name: string | null;
  amount_dollars: number;
  token_pool: number;
  tokens_remaining: number;
  students_funded: number;
  created_at: Date;
};

const COLUMNS = { companyName: 'company_name', contactPerson: 'contact_person', website: 'website', description: 'description' } as const;

export class SqlSponsorRepository implements SponsorRepository {
  constructor(private readonly sql: Sql) {}

  async profile(sponsorId: number): Promise<SponsorProfileRecord | null> {
    const row = await this.sql.one<ProfileRow>(
      `SELECT u.id, u.username, sp.company_name, sp.contact_person, sp.website, sp.description,
              (SELECT coalesce(sum(s.amount_dollars), 0)::bigint FROM sponsorships s WHERE s.sponsor_id = u.id) AS total_donated
         FROM users u LEFT JOIN sponsor_profiles sp ON sp.user_id = u.id
        WHERE u.id = $1`,
      [sponsorId],
    );
    return (
      row && {
        id: row.id,
        username: row.username,
        companyName: row.company_name,
        contactPerson: row.contact_person,
        website: row.website,
        description: row.description,
        totalDonated: Number(row.total_donated),
      }
    );
  }

  async saveProfile(sponsorId: number, changes: SponsorProfileChanges): Promise<void> {
    const fields = (Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>).filter((field) => changes[field] !== undefined);
    if (fields.length === 0) return;
    const columns = fields.map((field) => COLUMNS[field]);
    await this.sql.execute(
      `INSERT INTO sponsor_profiles (user_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, index) => `$${index + 2}`).join(', ')})
       ON CONFLICT (user_id) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
      [sponsorId, ...fields.map((field) => changes[field] ?? null)],
    );
  }

  async pledge(pledge: NewPledge): Promise<number> {
    const row = await this.sql.one<{ id: number }>(
      `INSERT INTO sponsorships (sponsor_id, content_id, amount_dollars, token_pool, tokens_remaining, created_at) VALUES ($1, $2, $3, $4, $4, $5) RETURNING id`,
      [pledge.sponsorId, pledge.contentId, pledge.amountDollars, pledge.tokenPool, pledge.at],
    );
    return row!.id;
  }

  async sponsoredContent(sponsorId: number, sponsorshipId?: number): Promise<SponsoredContentRecord[]> {
    const rows = await this.sql.rows<SponsoredRow>(
      `SELECT s.id, c.id AS content_id, c.title, c.category, c.type, c.token_price, t.username AS teacher_username,
              t.first_name AS teacher_first_name, t.last_name AS teacher_last_name,
              s.amount_dollars, s.token_pool, s.tokens_remaining, s.created_at,
              (SELECT count(*)::int FROM enrollments e WHERE e.sponsorship_id = s.id) AS students_funded
         FROM sponsorships s JOIN content_items c ON c.id = s.content_id JOIN users t ON t.id = c.teacher_id
        WHERE s.sponsor_id = $1 AND ($2::int IS NULL OR s.id = $2)
        ORDER BY s.created_at DESC, s.id DESC`,
      [sponsorId, sponsorshipId ?? null],
    );
    return rows.map((row) => ({
      id: row.id,
      content: {
        id: row.content_id,
        title: row.title,
        category: row.category,
        type: row.type,
        tokenPrice: row.token_price,
        teacherUsername: row.teacher_username,
        teacherFirstName: row.teacher_first_name,
        teacherLastName: row.teacher_last_name,
      },
      amountDollars: row.amount_dollars,
      tokenPool: row.token_pool,
      tokensRemaining: row.tokens_remaining,
      studentsFunded: row.students_funded,
      createdAt: row.created_at,
    }));
  }

  async totals(sponsorId: number): Promise<SponsorTotals> {
    const row = await this.sql.one<{ students: number; content: number; seconds: string; donated: string }>(
      `SELECT (SELECT count(DISTINCT e.student_id)::int FROM sponsorships s JOIN enrollments e ON e.sponsorship_id = s.id WHERE s.sponsor_id = $1) AS students,
              (SELECT count(DISTINCT s.content_id)::int FROM sponsorships s WHERE s.sponsor_id = $1) AS content,
              (SELECT coalesce(sum(e.time_spent_seconds), 0)::bigint FROM sponsorships s JOIN enrollments e ON e.sponsorship_id = s.id WHERE s.sponsor_id = $1) AS seconds,
              (SELECT coalesce(sum(s.amount_dollars), 0)::bigint FROM sponsorships s WHERE s.sponsor_id = $1) AS donated`,
      [sponsorId],
    );
    return { studentsSupported: row!.students, contentSponsored: row!.content, learningSeconds: Number(row!.seconds), totalDonated: Number(row!.donated) };
  }
}
