import { DATA_EXPORT_FORMAT, DATA_EXPORT_VERSION, dataExportFileName } from '../../domain/accounts/data-export';
import { UserNotFoundError } from './auth/auth.errors';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { PersonalData } from './personal-data.port';

export interface PersonalDataExport {
  fileName: string;
  document: { format: string; version: number; exportedAt: Date } & PersonalData;
}

/** GET /users/me/export: everything the product holds about the caller, as one JSON document. */
export class ExportPersonalDataUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(query: { userId: number }): Promise<PersonalDataExport> {
    const exportedAt = this.clock.now();
    const data = await this.unitOfWork.run((tx) => tx.personalData.collect(query.userId));
    if (!data) throw new UserNotFoundError();
    return {
      fileName: dataExportFileName(data.account.username, exportedAt),
      document: { format: DATA_EXPORT_FORMAT, version: DATA_EXPORT_VERSION, exportedAt, ...data },
    };
  }
}
