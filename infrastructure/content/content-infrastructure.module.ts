import { Module } from '@nestjs/common';
import { CONTENT_PORTS } from '../../application/content/content.tokens';
import { SqlDatabase } from '../persistence/sql-database';
import { SanitisedMarkdownRenderer } from './sanitised-markdown-renderer';
import { SqlContentCatalogue } from './sql-content-catalogue';

/** The content catalogue's read adapter, on the pool, and the renderer of lessons' Markdown. */
@Module({
  providers: [
    { provide: CONTENT_PORTS.catalogue, useFactory: (database: SqlDatabase) => new SqlContentCatalogue(database.reads), inject: [SqlDatabase] },
    { provide: CONTENT_PORTS.markdown, useClass: SanitisedMarkdownRenderer },
  ],
  exports: [CONTENT_PORTS.catalogue, CONTENT_PORTS.markdown],
})
export class ContentInfrastructureModule {}
