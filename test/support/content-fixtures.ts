import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { signedInClient } from './api-client';

export interface ContentSeed {
  title: string;
  description: string;
  type: 'video' | 'quiz' | 'document' | 'interactive';
  category: string;
  difficulty: 'beginner' | 'intermediate' | 'advanced';
  duration: number;
  tokenPrice: number;
  visibility: 'public' | 'premium' | 'private';
  tags: string[];
  contentData: Record<string, unknown>;
  createdAt: Date;
  /** Published unless asked otherwise, so students see it (the API writes new content as a draft). */
  status: 'draft' | 'published';
}

/** A quiz of three questions whose right answers are 0, 1 and 2. */
export const THREE_QUESTION_QUIZ = {
  passPercent: 60,
  questions: [
    { id: 'q1', prompt: 'What is 2 + 2?', choices: ['4', '3', '5'], answerIndex: 0, explanation: 'Two and two make four.' },
    { id: 'q2', prompt: 'Which planet is known as the red planet?', choices: ['Venus', 'Mars', 'Jupiter'], answerIndex: 1, explanation: 'Iron oxide makes Mars red.' },
    { id: 'q3', prompt: 'H2O is…', choices: ['salt', 'air', 'water'], answerIndex: 2, explanation: 'Two hydrogen atoms and one oxygen atom.' },
  ],
};

/**
 * Content set up straight in the database (teachers publish through the API in their own feature),
 * by a teacher who registered through the API.
 */
export class ContentFixtures {
  constructor(
    private readonly app: NestFastifyApplication,
    private readonly dataSource: DataSource,
  ) {}

  async teacher(overrides: Record<string, unknown> = {}) {
    return signedInClient(this.app, { userRole: 'teacher', firstName: 'Ada', lastName: 'Teach', ...overrides });
  }

  async content(teacherId: number, overrides: Partial<ContentSeed> = {}): Promise<number> {
    const seed: ContentSeed = {
      title: 'Fractions Made Fun',
      description: 'Slice pizzas to understand fractions.',
      type: 'video',
      category: 'math',
      difficulty: 'beginner',
      duration: 15,
      tokenPrice: 0,
      visibility: 'public',
      tags: [],
      contentData: { videoUrl: 'https://media.example.org/fractions.mp4', chapters: [{ title: 'Introduction', startSeconds: 0 }] },
      createdAt: new Date('2026-11-01T10:00:00Z'),
      status: 'published',
      ...overrides,
    };
    const [{ id }] = await this.dataSource.query(
      `INSERT INTO content_items (teacher_id, title, description, type, category, difficulty, duration, token_price, visibility, tags, content_data, created_at,
                                  status, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, CASE WHEN $13 = 'published' THEN $12::timestamptz END) RETURNING id`,
      [
        teacherId, seed.title, seed.description, seed.type, seed.category, seed.difficulty, seed.duration, seed.tokenPrice, seed.visibility, seed.tags,
        JSON.stringify(seed.contentData), seed.createdAt, seed.status,
      ],
    );
    return id;
  }

  async sponsor(contentId: number, tokens: number): Promise<void> {
    const sponsor = await signedInClient(this.app, { userRole: 'sponsor' });
    await this.dataSource.query(
      `INSERT INTO sponsorships (sponsor_id, content_id, amount_dollars, token_pool, tokens_remaining) VALUES ($1, $2, $3, $4, $4)`,
      [sponsor.account.user.id, contentId, Math.max(1, Math.ceil(tokens / 10)), tokens],
    );
  }
}
