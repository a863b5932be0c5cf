import { earliestViewDayInUse } from '../../domain/content/view-days';
import type { Clock } from '../ports/clock.port';
import type { ContentCatalogue } from './content-catalogue.port';

/**
 * Forgets who viewed what once the day of the view has ended in every time zone: the once-a-day rule
 * needs no more, and nothing else may track who looked at what. Run every hour with the account
 * erasure, so no viewer's zone is needed to tell which rows can go.
 */
export class ForgetPastViewsUseCase {
  constructor(
    private readonly catalogue: ContentCatalogue,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<void> {
    return this.catalogue.forgetViewsBefore(earliestViewDayInUse(this.clock.now()));
  }
}
