import { browseReach, pageCount, reachesNothing, type BrowseQuery } from '../../domain/content/browse-query';
import type { ContentCard } from './content-card';
import type { ContentCatalogue } from './content-catalogue.port';
import type { Viewer } from './viewer';

export interface ContentPage {
  cards: ContentCard[];
  pagination: { page: number; pageSize: number; total: number; pageCount: number };
}

/** A page of the catalogue; a teacher asking for private content also finds their own. Anonymous visitors pass no viewer. */
export class BrowseContentUseCase {
  constructor(private readonly catalogue: ContentCatalogue) {}

  async execute(command: { viewer: Viewer | null; query: BrowseQuery }): Promise<ContentPage> {
    const { query } = command;
    const reach = browseReach(query.visibilities, command.viewer);
    const { cards, total } = reachesNothing(reach) ? { cards: [], total: 0 } : await this.catalogue.browse(query, reach);
    return { cards, pagination: { page: query.page, pageSize: query.pageSize, total, pageCount: pageCount(total, query.pageSize) } };
  }
}
