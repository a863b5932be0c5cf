import { Module } from '@nestjs/common';
import { CONTENT_PORTS } from '../../application/content/content.tokens';
import { SqlDatabase } from '../persistence/sql-database';
import { SqlContentCatalogue } from './sql-content-catalogue';

/** The content catalogue's read adapter, on the pool. */
@Module({
  providers: [{ provide: CONTENT_PORTS.catalogue, useFactory: (database: SqlDatabase) => new SqlContentCatalogue(database.reads), inject: [SqlDatabase] }],
  exports: [CONTENT_PORTS.catalogue],
})
export class ContentInfrastructureModule {}
